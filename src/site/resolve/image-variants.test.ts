import { describe, expect, it } from "vitest";
import { imageFile, inside, variantPath, variantsOf, withVariants } from "./image-variants.ts";

describe("photo variants", () => {
  it("makes each width the photo is wider than, and one at its own width up to 1440 px", () => {
    expect(variantsOf("/images/locations/aurora.jpg", { width: 1200, height: 800 })).toEqual([
      { src: "/images/variants/locations/aurora-480.webp", width: 480 },
      { src: "/images/variants/locations/aurora-960.webp", width: 960 },
      { src: "/images/variants/locations/aurora-1200.webp", width: 1200 },
    ]);
    expect(
      variantsOf("/images/big.png", { width: 4000, height: 3000 })?.map((v) => v.width),
    ).toEqual([480, 960, 1440]);
    expect(
      variantsOf("/images/small.webp", { width: 300, height: 200 })?.map((v) => v.width),
    ).toEqual([300]);
  });
  it("leaves drawings alone", () => {
    expect(variantsOf("/images/hero.svg", { width: 800, height: 600 })).toBeUndefined();
    expect(withVariants({ "/images/hero.svg": { width: 800, height: 600 } })).toEqual({
      "/images/hero.svg": { width: 800, height: 600 },
    });
  });
  it("keeps photos outside /images/ apart from those inside it", () => {
    expect(variantPath("/photos/team.JPEG", 480)).toBe("/images/variants/photos/team-480.webp");
  });
});

describe("paths from content stay in their folder", () => {
  const root = "/srv/site";
  it("finds a picture under content/images/", () => {
    expect(imageFile(root, "/images/services/boiler.svg")).toBe(
      "/srv/site/content/images/services/boiler.svg",
    );
  });
  it.each([
    "/images/../../etc/passwd.png",
    "/images/a/../../b.png",
    "/images/../images-other/x.png",
  ])("refuses %s", (image) => {
    expect(imageFile(root, image)).toBeUndefined();
  });
  it("writes a variant only inside the folder it is written to", () => {
    expect(inside("/srv/site/dist", "/images/variants/a-480.webp")).toBe(
      "/srv/site/dist/images/variants/a-480.webp",
    );
    expect(() => inside("/srv/site/dist", "/images/variants/../../../../x-480.webp")).toThrow(
      /leads out of \/srv\/site\/dist/,
    );
  });
});
