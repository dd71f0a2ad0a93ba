import { describe, expect, it } from "vitest";
import { CALLBACK_PATH, finishSignIn, SIGN_IN_PATH, startSignIn } from "./github-sign-in.ts";

const SITE = "https://editor.example.test";
const settings = { GITHUB_CLIENT_ID: "client-1", GITHUB_CLIENT_SECRET: "secret-1" };

/** GitHub's token endpoint, answering `answer`; it keeps what it was sent. */
function github(answer: object, status = 200) {
  const sent: { url: string; body: Record<string, string> }[] = [];
  const fetchFrom = (async (url: URL, init: RequestInit) => {
    sent.push({ url: String(url), body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(answer), { status });
  }) as unknown as typeof fetch;
  return { sent, fetchFrom };
}

async function started(scope = "repo") {
  const response = await startSignIn(
    new Request(`${SITE}${SIGN_IN_PATH}?provider=github&site_id=x&scope=${scope}`),
    settings,
  );
  const to = new URL(response.headers.get("Location")!);
  const cookie = response.headers.get("Set-Cookie")!.split(";")[0];
  return { response, to, cookie, state: to.searchParams.get("state")! };
}

const back = (query: string, cookie?: string) =>
  new Request(`${SITE}${CALLBACK_PATH}?${query}`, { headers: cookie ? { Cookie: cookie } : {} });

/** The message the sign-in window hands the editor. */
const handed = (html: string) =>
  JSON.parse(/const message = (".*?");\n/.exec(html)![1].replace(/\\u003c/g, "<")) as string;

describe("signing in to the published editor with GitHub", () => {
  it("sends the person to GitHub with the app's id, the way back, the scope asked and a one-time state", async () => {
    const { response, to, cookie, state } = await started("public_repo");
    expect(response.status).toBe(302);
    expect(`${to.origin}${to.pathname}`).toBe("https://github.com/login/oauth/authorize");
    expect(to.searchParams.get("client_id")).toBe("client-1");
    expect(to.searchParams.get("redirect_uri")).toBe(`${SITE}${CALLBACK_PATH}`);
    expect(to.searchParams.get("scope")).toBe("public_repo");
    expect(state).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookie.endsWith(state)).toBe(true);
    expect(response.headers.get("Set-Cookie")).toContain("HttpOnly");
    // A scope the editor does not use is never asked for.
    expect((await started("admin:org")).to.searchParams.get("scope")).toBe("repo");
  });

  it("exchanges GitHub's code for a token and hands it to the editor of this site only", async () => {
    const { cookie, state } = await started();
    const { sent, fetchFrom } = github({ access_token: "token-<1>" });
    const response = await finishSignIn(
      back(`code=c0de&state=${state}`, cookie),
      settings,
      fetchFrom,
    );
    expect(sent).toEqual([
      {
        url: "https://github.com/login/oauth/access_token",
        body: {
          client_id: "client-1",
          client_secret: "secret-1",
          code: "c0de",
          redirect_uri: `${SITE}${CALLBACK_PATH}`,
        },
      },
    ]);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(handed(html)).toBe(
      `authorization:github:success:${JSON.stringify({ token: "token-<1>", provider: "github" })}`,
    );
    expect(html).not.toContain("token-<1>");
    expect(html).toContain(`const origin = ${JSON.stringify(SITE)};`);
    // Its one script runs by its hash, and the page is kept nowhere.
    expect(response.headers.get("Content-Security-Policy")).toMatch(/script-src 'sha256-[^']+'/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("refuses a way back it did not start, without asking GitHub", async () => {
    const { state } = await started();
    const { sent, fetchFrom } = github({ access_token: "never" });
    for (const request of [
      back(`code=c0de&state=${state}`),
      back(`code=c0de&state=${state}`, "editor_sign_in=another"),
      back("code=c0de", `editor_sign_in=${state}`),
    ]) {
      const response = await finishSignIn(request, settings, fetchFrom);
      expect(response.status).toBe(400);
      expect(handed(await response.text())).toMatch(
        /^authorization:github:error:.*Login with GitHub again/,
      );
    }
    expect(sent).toEqual([]);
  });

  it("hands GitHub's own refusal to the editor in its words", async () => {
    const { cookie, state } = await started();
    const { fetchFrom } = github({
      error: "bad_verification_code",
      error_description: "The code passed is incorrect or expired.",
    });
    const response = await finishSignIn(
      back(`code=old&state=${state}`, cookie),
      settings,
      fetchFrom,
    );
    expect(
      JSON.parse(handed(await response.text()).replace("authorization:github:error:", "")),
    ).toEqual({
      message: "The code passed is incorrect or expired.",
    });
    const denied = await finishSignIn(
      back(
        `error=access_denied&error_description=The+user+has+denied+your+application+access.&state=${state}`,
        cookie,
      ),
      settings,
      fetchFrom,
    );
    expect(await denied.text()).toContain("The user has denied your application access.");
  });

  it("says which of the host's settings is missing, rather than sending anyone to GitHub", async () => {
    const response = await startSignIn(new Request(`${SITE}${SIGN_IN_PATH}?provider=github`), {
      GITHUB_CLIENT_ID: "client-1",
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toContain("the host has no GITHUB_CLIENT_SECRET");
    expect(text).toContain("DEPLOY.md");
  });

  it("says when GitHub cannot be reached", async () => {
    const { cookie, state } = await started();
    const unreachable = (async () => {
      throw new TypeError("fetch failed");
    }) as unknown as typeof fetch;
    const response = await finishSignIn(
      back(`code=c&state=${state}`, cookie),
      settings,
      unreachable,
    );
    expect(await response.text()).toContain("GitHub could not be reached (fetch failed)");
  });
});
