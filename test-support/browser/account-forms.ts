import type { Page } from "playwright-core";

/** Waits until the screen's button is enabled: the form is hydrated and ready for input. */
export async function hydrated(page: Page, button: string): Promise<void> {
  await page
    .getByRole("button", { name: button, exact: true })
    .and(page.locator(":enabled"))
    .waitFor();
}

/** Fills and sends the sign-up form at `origin`; the caller waits for what should follow. */
export async function submitSignUp(
  page: Page,
  origin: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${origin}/signup`);
  await hydrated(page, "Create Account");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
}

/** Signs in through the login form at `origin` and waits for the admin dashboard's address. */
export async function logIn(
  page: Page,
  origin: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${origin}/login`);
  await hydrated(page, "Log In");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL(`${origin}/admin-dashboard`);
}
