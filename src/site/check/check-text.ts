// Every string of the content, read by the role its schema gives it: links and pictures lead
// somewhere, a quote names a review, no text carries code, and every {fact} it uses is declared.
import { messages } from "./diagnostics.ts";
import { checkImage } from "./check-images.ts";
import { linkChecker, MARKDOWN_LINK } from "./check-internal-links.ts";
import { knownTokens, TOKEN } from "../resolve/interpolate.ts";
import { report, sourcesWithSchemas, type CheckContext } from "./reference-context.ts";
import { walkRoles } from "../load/schema-roles.ts";
import { RECORD_SCHEMAS, type SchemaSet, type TemplateKind } from "../load/schema-set.ts";
import type { SiteContent } from "../load/site-content.ts";
import type { SourceFile } from "../load/source-file.ts";
import { hasControls } from "./terminal-text.ts";
import type { JsonPath } from "../load/walk.ts";

const UNSAFE = [
  [/<\s*script/i, "a <script> tag"],
  [/javascript\s*:/i, 'a "javascript:" address'],
  [/\son[a-z]+\s*=/i, "an HTML event attribute such as onclick="],
] as const;

/** A customer's words reach the page as they wrote them, so they may hold no control character. */
export function checkReviewText(ctx: CheckContext, content: SiteContent) {
  content.testimonials.value.testimonials.forEach((testimonial, i) => {
    for (const field of ["text", "name", "location"] as const) {
      const value = testimonial[field];
      if (typeof value === "string" && hasControls(value))
        report(
          ctx,
          content.testimonials.source,
          ["testimonials", i, field],
          messages.controlCharacter(),
        );
    }
  });
}

/** Text is shown as written, never run: no script tag, script address or event attribute. */
function checkUnsafe(ctx: CheckContext, source: SourceFile, path: JsonPath, text: string) {
  for (const [pattern, what] of UNSAFE) {
    const found = pattern.exec(text);
    if (!found) continue;
    // In a Markdown body, point at the line itself rather than the start of the body.
    if (path[0] === "body" && source.bodyLine) {
      const line = source.bodyLine + text.slice(0, found.index).split("\n").length - 1;
      ctx.out.push({
        file: source.file,
        line,
        col: 1,
        path: "body",
        message: messages.unsafeText(what),
      });
    } else report(ctx, source, path, messages.unsafeText(what));
  }
}

/**
 * Checks the {facts} of a text: each is declared, and {record.field} is used only in a template,
 * with a field its records have.
 */
function tokenChecker(
  ctx: CheckContext,
  content: SiteContent,
  recordFields: SchemaSet["recordFields"],
): (source: SourceFile, path: JsonPath, text: string) => void {
  const tokens = knownTokens(content.config.value);
  return (source, path, text) => {
    // A customer's words are shown as they wrote them: braces in a review are not tokens.
    if (source === content.testimonials.source) return;
    const isConfig = source === content.config.source;
    for (const [, token] of text.matchAll(TOKEN)) {
      if (token.startsWith("record.")) {
        const template = isConfig && path[0] === "templates" ? String(path[1]) : undefined;
        if (!template) report(ctx, source, path, messages.recordTokenOutsideTemplate(token));
        else {
          const fields = recordFields[template as TemplateKind];
          if (!fields.includes(token.slice(7)))
            report(
              ctx,
              source,
              path,
              messages.unknownToken(
                token,
                fields.map((f) => `record.${f}`),
              ),
            );
        }
      } else if (!tokens.includes(token))
        report(ctx, source, path, messages.unknownToken(token, tokens));
    }
  };
}

/** Every string of every file of the content, by the role its schema gives it. */
export function checkStrings(
  ctx: CheckContext,
  content: SiteContent,
  recordFields: SchemaSet["recordFields"],
) {
  const checkLink = linkChecker(ctx, content);
  const checkTokens = tokenChecker(ctx, content, recordFields);
  const testimonialIds = content.testimonials.value.testimonials.map((t) => t.id);
  for (const [kind, { source, value }] of sourcesWithSchemas(content)) {
    walkRoles(RECORD_SCHEMAS[kind], value, (text, path, { role }) => {
      const key = path[path.length - 1];
      if (role === "link" && text.startsWith("/")) checkLink(source, path, text);
      if (key === "quote" && !testimonialIds.includes(text))
        report(ctx, source, path, messages.unknownTestimonial(text, testimonialIds));
      if (role === "image") checkImage(ctx, content, source, path, text);
      for (const [, link] of text.matchAll(MARKDOWN_LINK)) checkLink(source, path, link);
      checkUnsafe(ctx, source, path, text);
      checkTokens(source, path, text);
    });
  }
}
