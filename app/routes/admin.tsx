import { redirect } from "react-router";

/**
 * `/admin`, where a newcomer looks for the admin area: the dashboard, which sends a visitor
 * without a session to sign in first. Why: docs/decisions/069-words-per-platform.md
 */
export function loader() {
  return redirect("/admin-dashboard");
}

export default function Admin() {
  return null;
}
