import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { Illustration } from "./illustration.tsx";

const drawing =
  '<svg viewBox="0 0 4 3" aria-hidden="true" focusable="false"><rect width="4" height="3"/></svg>';
const images = {
  "/images/drawn.svg": { width: 400, height: 300, markup: drawing },
  "/images/busy.svg": { width: 400, height: 300 },
};

describe("Illustration", () => {
  it("draws a page's first picture inside the page when it is a plain drawing, named by its alt text", () => {
    const html = renderToStaticMarkup(
      <Illustration
        images={images}
        src="/images/drawn.svg"
        alt="A washer"
        isPriority
        className="rounded-2xl"
      />,
    );
    expect(html).toBe(
      `<span role="img" aria-label="A washer" class="block w-full overflow-hidden rounded-2xl *:h-auto *:w-full">${drawing}</span>`,
    );
  });

  it("hides a drawn picture that says nothing (empty alt) from assistive technology", () => {
    const html = renderToStaticMarkup(
      <Illustration images={images} src="/images/drawn.svg" alt="" isPriority />,
    );
    expect(html).toContain('<span aria-hidden="true" class="block w-full overflow-hidden');
    expect(html).not.toContain("role=");
  });

  it("keeps a picture further down the page, or one that cannot be drawn inside, as an <img> of its declared size", () => {
    const later = renderToStaticMarkup(
      <Illustration images={images} src="/images/drawn.svg" alt="A washer" />,
    );
    expect(later).toMatch(
      /^<img src="\/images\/drawn.svg" alt="A washer" width="400" height="300" loading="lazy"/,
    );
    const busy = renderToStaticMarkup(
      <Illustration images={images} src="/images/busy.svg" alt="A dryer" isPriority />,
    );
    expect(busy).toContain(
      '<img src="/images/busy.svg" alt="A dryer" width="400" height="300" loading="eager" decoding="async" fetchPriority="high"',
    );
  });
});
