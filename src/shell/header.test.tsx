import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { Logo } from "./header.tsx";

describe("Logo", () => {
  const drawing =
    '<svg viewBox="0 0 8 8" aria-hidden="true" focusable="false"><rect width="8" height="8"/></svg>';

  it("draws a logo taken in as markup inside the page, at the picture's size", () => {
    const html = renderToStaticMarkup(<Logo src="/images/mark.svg" markup={drawing} />);
    expect(html).toBe(`<span class="block size-8 shrink-0 *:size-full">${drawing}</span>`);
  });

  it("shows any other logo as a picture that says nothing (the business's name is beside it)", () => {
    const html = renderToStaticMarkup(<Logo src="/images/mark.png" />);
    expect(html).toContain(
      '<img src="/images/mark.png" alt="" width="32" height="32" class="size-8 shrink-0"/>',
    );
    expect(html).not.toContain("<svg");
  });
});
