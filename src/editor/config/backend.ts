// Where the content editor reads and saves, chosen as its page starts (src/editor/main.tsx):
// - with npm run edit, the working copy, through the local backend served beside the page
//   (scripts/editor/local-backend.ts), which writes only what the validator accepts;
// - published (npm run build:editor), the site's GitHub repository, each change a pull request
//   (Decap CMS's editorial workflow) that the pull request's CI checks, signed in through the
//   site's own address (src/editor/sign-in/), with the preview of the branch the deploy job builds.
import { SIGN_IN_PATH } from "../sign-in/github-sign-in.ts";

/** The repository the published editor saves to, named when it is built (EDITOR_REPO, EDITOR_BRANCH). */
export interface PublishedRepository {
  repo: string;
  branch: string;
}

/** The commit status the deploy job gives a branch's preview (.github/workflows/deploy.yml). */
export const PREVIEW_STATUS = "deploy/preview";

export function editorBackend(published: PublishedRepository | null, origin: string) {
  if (!published)
    return {
      backend: { name: "git-gateway" },
      local_backend: { url: `${origin}/api/v1` },
    };
  return {
    backend: {
      name: "github",
      repo: published.repo,
      branch: published.branch,
      // The sign-in window opens at this site's own address (DEPLOY.md, "The content editor").
      base_url: origin,
      auth_endpoint: SIGN_IN_PATH.slice(1),
      preview_context: PREVIEW_STATUS,
    },
    publish_mode: "editorial_workflow",
    site_url: origin,
    local_backend: false,
  };
}
