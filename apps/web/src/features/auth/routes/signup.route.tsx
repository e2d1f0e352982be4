import { SignUpForm } from "../components/sign-up-form";
import { AuthPage } from "./auth.route";

/** `/signupnew`: the auth page with the sign-up form (and its phone-number rules) in this route's code. */
export function Component() {
  return <AuthPage signUpForm={SignUpForm} />;
}
