// GET /api/editor/callback on Cloudflare Pages: GitHub sends the person back here, and the window
// hands the editor its token (src/editor/sign-in/github-sign-in.ts).
import {
  finishSignIn,
  type SignInSettings,
} from "../../../../../src/editor/sign-in/github-sign-in.ts";

export const onRequestGet = ({ request, env }: { request: Request; env: SignInSettings }) =>
  finishSignIn(request, env);
