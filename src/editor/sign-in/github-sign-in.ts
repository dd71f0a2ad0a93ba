// Signing in to the published content editor with GitHub: the two addresses Decap CMS's GitHub
// backend opens in a small window (its "auth_endpoint"), run on the host as functions
// (deploy/cloudflare/functions/api/editor/). The first sends the person to GitHub to allow the
// editor; GitHub sends them back to the second with a code, which is exchanged for a token with
// the OAuth app's secret, and the window hands the token to the editor that opened it, by Decap
// CMS's two messages ("authorizing:github", then "authorization:github:success:{token}").
// Web-standard Request and Response only: the host's functions and the tests run the same code.

/** The OAuth app's keys, as the host's settings give them (DEPLOY.md, "The content editor"). */
export interface SignInSettings {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** Where GitHub's sign-in is; only tests change it. */
  GITHUB_OAUTH_ORIGIN?: string;
}

export const SIGN_IN_PATH = "/api/editor/auth";
export const CALLBACK_PATH = "/api/editor/callback";
const STATE_COOKIE = "editor_sign_in";
/** What the editor may do in the repository: the scopes Decap CMS asks for, nothing else. */
const SCOPES = new Set(["repo", "public_repo"]);

const githubOrigin = (settings: SignInSettings) =>
  settings.GITHUB_OAUTH_ORIGIN ?? "https://github.com";

function missingSettings(settings: SignInSettings): string | undefined {
  const missing = (["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"] as const).filter(
    (name) => !settings[name],
  );
  return missing.length
    ? `The content editor's sign-in is not set up: the host has no ${missing.join(" or ")}. DEPLOY.md ("The content editor") says where to set them.`
    : undefined;
}

/** The window's page: it hands Decap CMS the outcome, to the editor of this same site only. */
async function handOver(
  origin: string,
  outcome: "success" | "error",
  detail: object,
): Promise<Response> {
  const message = `authorization:github:${outcome}:${JSON.stringify(detail)}`;
  // Written as JSON inside the script, so no value can end it; "<" is escaped for the same reason.
  const script = `(() => {
  const origin = ${JSON.stringify(origin)};
  const message = ${JSON.stringify(message).replace(/</g, "\\u003c")};
  const opener = window.opener;
  if (!opener) { document.getElementById("status").textContent = "Open the editor and press Login with GitHub again."; return; }
  window.addEventListener("message", (event) => {
    if (event.origin === origin && event.data === "authorizing:github") opener.postMessage(message, origin);
  });
  opener.postMessage("authorizing:github", origin);
})();`;
  const words =
    outcome === "success"
      ? "Signed in. This window closes by itself."
      : `Not signed in: ${"message" in detail ? String(detail.message) : "GitHub did not allow it"}`;
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="robots" content="noindex"><title>Content editor sign-in</title><p id="status">${escapeHtml(words)}</p><script>${script}</script></html>`;
  return new Response(html, {
    status: outcome === "success" ? 200 : 400,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": `default-src 'none'; script-src 'sha256-${await sha256(script)}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      "Referrer-Policy": "no-referrer",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!,
  );
}

/** The first address: to GitHub, asking for the scope the editor names, with a one-time state. */
export async function startSignIn(request: Request, settings: SignInSettings): Promise<Response> {
  const url = new URL(request.url);
  const problem = missingSettings(settings);
  if (problem) return handOver(url.origin, "error", { message: problem });
  const asked = url.searchParams.get("scope") ?? "repo";
  const scope = SCOPES.has(asked) ? asked : "repo";
  const state = crypto.randomUUID();
  const authorize = new URL("/login/oauth/authorize", githubOrigin(settings));
  authorize.search = new URLSearchParams({
    client_id: settings.GITHUB_CLIENT_ID!,
    redirect_uri: `${url.origin}${CALLBACK_PATH}`,
    scope,
    state,
  }).toString();
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.toString(),
      "Cache-Control": "no-store",
      // Ten minutes to sign in, sent back only to the callback, never read by a script.
      "Set-Cookie": `${STATE_COOKIE}=${state}; Path=${CALLBACK_PATH}; Max-Age=600; HttpOnly; Secure; SameSite=Lax`,
    },
  });
}

function cookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** The second address: GitHub's code exchanged for a token, handed to the editor that asked. */
export async function finishSignIn(
  request: Request,
  settings: SignInSettings,
  fetchFrom: typeof fetch = fetch,
): Promise<Response> {
  const url = new URL(request.url);
  const fail = (message: string) => handOver(url.origin, "error", { message });
  const problem = missingSettings(settings);
  if (problem) return fail(problem);
  const given = url.searchParams.get("error_description") ?? url.searchParams.get("error");
  if (given) return fail(given);
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  if (!code || !state || state !== cookie(request, STATE_COOKIE))
    return fail(
      "this sign-in was not started from the editor, or took over ten minutes. Press Login with GitHub again.",
    );
  let answer: { access_token?: string; error?: string; error_description?: string };
  try {
    const response = await fetchFrom(new URL("/login/oauth/access_token", githubOrigin(settings)), {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({
        client_id: settings.GITHUB_CLIENT_ID,
        client_secret: settings.GITHUB_CLIENT_SECRET,
        code,
        redirect_uri: `${url.origin}${CALLBACK_PATH}`,
      }),
    });
    answer = response.ok ? await response.json() : { error: `GitHub answered ${response.status}` };
  } catch (error) {
    return fail(`GitHub could not be reached (${(error as Error).message}). Try again.`);
  }
  if (!answer.access_token)
    return fail(answer.error_description ?? answer.error ?? "GitHub gave no token");
  const done = await handOver(url.origin, "success", {
    token: answer.access_token,
    provider: "github",
  });
  done.headers.append(
    "Set-Cookie",
    `${STATE_COOKIE}=; Path=${CALLBACK_PATH}; Max-Age=0; HttpOnly; Secure; SameSite=Lax`,
  );
  return done;
}
