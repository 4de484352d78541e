import { Link, useSearchParams } from "react-router";
import { AuthPage, buttonClass, ErrorMessage, noindex, SuccessNotice } from "~/components/auth/ui";

export const meta = () => noindex("Email Verification");

const VERIFIED = "Your email address is verified. You can now sign in.";
const VERIFY_FAILED =
  "This verification link is invalid or has expired. Try to sign in to receive a new one.";
const CHECK_INBOX = "Check your inbox for the verification link.";

/** Where better-auth sends the browser after checking a mailed verification link. */
export default function VerifyEmail() {
  const [params] = useSearchParams();
  const failed = params.has("error");
  const verified = params.get("verified") === "1" && !failed;
  return (
    <AuthPage title={verified ? "Email Verified" : "Email Verification"}>
      {failed ? (
        <ErrorMessage message={VERIFY_FAILED} />
      ) : verified ? (
        <SuccessNotice message={VERIFIED} />
      ) : (
        <p className="text-gray-700">{CHECK_INBOX}</p>
      )}
      <Link to="/login" className={`${buttonClass} mt-6`}>
        Go to Login
      </Link>
    </AuthPage>
  );
}
