import { describe, expect, it } from "vitest";
import { checkNewPassword } from "../../common/password-rules.js";

describe("password rules", () => {
  it("checks new passwords like the forms", () => {
    expect(checkNewPassword("secret1", "secret2")).toBe("Passwords do not match");
    expect(checkNewPassword("12345", "12345")).toBe("Password must be at least 6 characters long");
    expect(checkNewPassword("123456", "123456")).toBeNull();
  });
});
