/**
 * The new post's tab. Browsers let a page open a tab only inside the click that asked for
 * it, so the tab opens on 'Create Post' and is pointed at the post once the save succeeds
 * (or closed if it fails): the save's round trip no longer loses the click to a popup
 * blocker. Module state, because the save finishes in the route's clientAction, after the
 * component that took the click may have gone.
 */
let pending: Window | null = null;

/** Call inside the click handler, once the form is known to be sent. */
export function openPostTab(): void {
  pending?.close();
  pending = window.open("", "_blank");
  if (!pending) return;
  // Our own page, but it needs no handle on this one.
  pending.opener = null;
  pending.document.title = "Creating Post...";
  pending.document.body.textContent = "Creating Post...";
}

/** The post exists: show it in the tab opened for it. */
export function showPostInTab(path: string): void {
  const tab = pending;
  pending = null;
  if (tab && !tab.closed) tab.location.replace(new URL(path, window.location.href).href);
  // Without the early tab (the browser refused it), try now; a blocker may refuse again.
  else window.open(path, "_blank", "noopener");
}

/** The save failed: the tab has nothing to show. */
export function closePostTab(): void {
  pending?.close();
  pending = null;
}
