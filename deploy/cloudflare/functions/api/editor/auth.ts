// GET /api/editor/auth on Cloudflare Pages: the content editor's "Login with GitHub" window
// starts here (src/editor/sign-in/github-sign-in.ts). Pages runs this folder's functions when
// the deploy job publishes from deploy/cloudflare/.
import {
  startSignIn,
  type SignInSettings,
} from "../../../../../src/editor/sign-in/github-sign-in.ts";

export const onRequestGet = ({ request, env }: { request: Request; env: SignInSettings }) =>
  startSignIn(request, env);
