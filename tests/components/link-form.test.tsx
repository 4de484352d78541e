// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LinkForm } from "~/components/LinkForm";
import { URL_INVALID, URL_REQUIRED, validateLink } from "~/lib/link-validation";
import { en } from "../../common/catalogs/en.js";
import { InEnglish } from "../../test-support/in-language.js";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({
  onSubmit,
  loading = false,
  initial = "",
  autoSubmit = false,
}: {
  onSubmit(link: string): void;
  loading?: boolean;
  initial?: string;
  autoSubmit?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <InEnglish>
      <LinkForm
        value={value}
        onValueChange={setValue}
        onSubmit={onSubmit}
        loading={loading}
        autoSubmit={autoSubmit}
      />
    </InEnglish>
  );
}

const field = () => screen.getByLabelText("Social media or video link") as HTMLInputElement;
const button = () => screen.getByRole("button", { name: /Download|Processing/ });
const message = () => screen.getAllByRole("alert")[0]?.textContent ?? "";
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });
const submit = () => fireEvent.submit(field().form as HTMLFormElement);

describe("validateLink", () => {
  it.each([
    ["", URL_REQUIRED],
    ["   ", URL_REQUIRED],
    ["\t\n", URL_REQUIRED],
    ["abc", URL_INVALID],
    ["instagram.com/p/x", URL_INVALID],
    ["www.instagram.com/reel/C1/", URL_INVALID],
    ["/reel/C1/", URL_INVALID],
    ["https://www.instagram.com/reel/C1/", null],
    ["  https://www.instagram.com/reel/C1/  ", null],
    ["https://youtu.be/dQw4w9WgXcQ", null],
    // Any absolute URL passes: the site is not checked here.
    ["ftp://x", null],
    ["https://example.com/", null],
    // A caption pasted around a link: the link inside is what is checked.
    ["Watch this! https://vm.tiktok.com/ZMabc123/ #fyp", null],
    ["a caption with no link in it", URL_INVALID],
  ])("%j gives %j", (input, expected) => {
    expect(validateLink(input)).toBe(expected);
  });
});

describe("LinkForm", () => {
  it("is a URL field with a visible label and a placeholder asking for a link of the platforms", () => {
    render(<Harness onSubmit={() => {}} />);
    expect(field().type).toBe("url");
    expect(field().placeholder).toBe("Paste an Instagram or TikTok link");
    expect(field().form?.noValidate).toBe(true);
    expect(message()).toBe("");
  });

  it.each([
    ["", URL_REQUIRED],
    ["   ", URL_REQUIRED],
    ["abc", URL_INVALID],
    ["instagram.com/p/x", URL_INVALID],
  ] as const)("refuses %j with %j and does not submit", (input, expected) => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    type(input);
    submit();
    expect(message()).toBe(en[expected]);
    expect(field().getAttribute("aria-invalid")).toBe("true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ["https://www.instagram.com/reel/C1/", "https://www.instagram.com/reel/C1/"],
    ["ftp://x", "ftp://x"],
    ["   https://www.instagram.com/p/Cx/?igsh=1  ", "https://www.instagram.com/p/Cx/?igsh=1"],
    [
      "Check out this video! https://vm.tiktok.com/ZMabc123/ Download TikTok today.",
      "https://vm.tiktok.com/ZMabc123/",
    ],
    [
      "Look (https://x.com/user/status/1790000000000000000).",
      "https://x.com/user/status/1790000000000000000",
    ],
  ])("submits %j trimmed, or the link taken out of pasted text", (input, expected) => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    type(input);
    fireEvent.click(button());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(expected);
    expect(message()).toBe("");
    expect(field().value).toBe(expected);
  });

  it("disables the button while the field is blank", () => {
    render(<Harness onSubmit={() => {}} />);
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    type("   ");
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    type("a");
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it("checks only on submit at first, then on every keystroke once an error shows", () => {
    render(<Harness onSubmit={() => {}} />);
    type("abc");
    expect(message()).toBe("");
    submit();
    expect(message()).toBe(en[URL_INVALID]);
    type("");
    expect(message()).toBe(en[URL_REQUIRED]);
    type("h");
    expect(message()).toBe(en[URL_INVALID]);
    type("https://www.instagram.com/reel/C1/");
    expect(message()).toBe("");
    expect(field().getAttribute("aria-invalid")).toBeNull();
    // Cleared: back to checking on submit only.
    type("abc");
    expect(message()).toBe("");
    submit();
    expect(message()).toBe(en[URL_INVALID]);
  });

  it("reads 'Processing...' and disables the field and the button while loading", () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} loading initial="https://www.instagram.com/reel/C1/" />);
    expect(button().textContent).toBe("Processing...");
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    expect(field().disabled).toBe(true);
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("gives focus back to the button when loading ends, if the page had lost it", () => {
    const link = "https://www.instagram.com/reel/C1/";
    const { rerender } = render(<Harness onSubmit={() => {}} initial={link} />);
    rerender(<Harness onSubmit={() => {}} initial={link} loading />);
    (document.activeElement as HTMLElement | null)?.blur();
    rerender(<Harness onSubmit={() => {}} initial={link} />);
    expect(document.activeElement).toBe(button());
  });

  it("leaves focus alone when it went somewhere else meanwhile", () => {
    const link = "https://www.instagram.com/reel/C1/";
    const { rerender } = render(
      <>
        <Harness onSubmit={() => {}} initial={link} loading />
        <a href="/elsewhere">Elsewhere</a>
      </>,
    );
    screen.getByText("Elsewhere").focus();
    rerender(
      <>
        <Harness onSubmit={() => {}} initial={link} />
        <a href="/elsewhere">Elsewhere</a>
      </>,
    );
    expect(document.activeElement).toBe(screen.getByText("Elsewhere"));
  });

  it("reads 'Download' when idle", () => {
    render(<Harness onSubmit={() => {}} initial="https://www.instagram.com/reel/C1/" />);
    expect(button().textContent).toBe("Download");
  });

  it("submits an initial value on mount when asked (the ?url= link)", () => {
    const onSubmit = vi.fn();
    render(
      <Harness onSubmit={onSubmit} autoSubmit initial=" https://www.instagram.com/reel/C1/" />,
    );
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith("https://www.instagram.com/reel/C1/");
  });

  it("shows the error instead of submitting an invalid initial value", () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} autoSubmit initial="not a link" />);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(message()).toBe(en[URL_INVALID]);
  });

  it("has no Paste button where the clipboard cannot be read", () => {
    vi.stubGlobal("navigator", { ...navigator, clipboard: undefined });
    render(<Harness onSubmit={() => {}} />);
    expect(screen.queryByRole("button", { name: "Paste" })).toBeNull();
  });

  it("fills the field from the clipboard with the Paste button", async () => {
    vi.stubGlobal("navigator", {
      ...navigator,
      clipboard: { readText: async () => "  https://www.instagram.com/reel/C9/ \n" },
    });
    render(<Harness onSubmit={() => {}} />);
    fireEvent.click(await screen.findByRole("button", { name: "Paste" }));
    await vi.waitFor(() => expect(field().value).toBe("https://www.instagram.com/reel/C9/"));
  });

  it("says so when the browser refuses to read the clipboard", async () => {
    vi.stubGlobal("navigator", {
      ...navigator,
      clipboard: {
        readText: async () => {
          throw new DOMException("denied", "NotAllowedError");
        },
      },
    });
    render(<Harness onSubmit={() => {}} />);
    fireEvent.click(await screen.findByRole("button", { name: "Paste" }));
    expect((await screen.findByRole("status")).textContent).toMatch(/did not allow/);
    expect(field().value).toBe("");
  });
});
