import { Link } from "react-router";

/**
 * The spec's fallback error screen, in whatever language its texts come in: the root's
 * English one and each language's share it (docs/decisions/034-languages.md).
 */
export function ErrorScreen(props: {
  title: string;
  detail: string;
  stack?: string | undefined;
  homeHref: string;
  homeLabel: string;
}) {
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col items-center justify-center gap-4 p-6 text-center">
      <title>{props.title}</title>
      <h1 className="text-2xl font-bold sm:text-3xl">{props.title}</h1>
      <p className="text-lg text-gray-700" data-testid="error-detail">
        {props.detail}
      </p>
      {props.stack && (
        <pre className="max-w-full overflow-x-auto rounded bg-gray-100 p-4 text-start text-xs">
          {props.stack}
        </pre>
      )}
      <Link
        to={props.homeHref}
        className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {props.homeLabel}
      </Link>
    </main>
  );
}
