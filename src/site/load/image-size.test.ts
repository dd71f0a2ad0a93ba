import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readImageSize } from "./image-size.ts";

const dir = mkdtempSync(join(tmpdir(), "image-size-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, data: string | Buffer) => {
  writeFileSync(join(dir, name), data);
  return join(dir, name);
};

describe("readImageSize", () => {
  it("reads an SVG's width and height", () => {
    expect(
      readImageSize(
        file(
          "a.svg",
          '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600px"></svg>',
        ),
      ),
    ).toEqual({
      width: 800,
      height: 600,
    });
  });

  it("falls back to an SVG's viewBox when width and height are missing or relative", () => {
    expect(readImageSize(file("b.svg", '<svg viewBox="0 0 1200 800" width="100%"></svg>'))).toEqual(
      { width: 1200, height: 800 },
    );
  });

  it("gives up on an SVG that declares no size", () => {
    expect(readImageSize(file("c.svg", "<svg></svg>"))).toBeUndefined();
  });

  it("reads a PNG header", () => {
    const png = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
    png.write("IHDR", 12, "ascii");
    png.writeUInt32BE(640, 16);
    png.writeUInt32BE(480, 20);
    expect(readImageSize(file("d.png", png))).toEqual({ width: 640, height: 480 });
  });

  it("reads the frame of a JPEG past its other segments", () => {
    const app0 = [0xff, 0xe0, 0x00, 0x04, 0x00, 0x00];
    const sof0 = [
      0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x02, 0x58, 0x03, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ];
    expect(readImageSize(file("e.jpg", Buffer.from([0xff, 0xd8, ...app0, ...sof0])))).toEqual({
      width: 600,
      height: 300,
    });
  });
});

describe("readImageSize of a photo from a phone", () => {
  it("gives the size the browser shows when the photo is turned by its EXIF orientation", () => {
    // A JPEG whose EXIF says 'rotate 90°' (orientation 6): stored 600 × 300, shown 300 × 600.
    const tiff = [
      0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, 0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00,
      0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    ];
    const exif = [...Buffer.from("Exif\0\0", "latin1"), ...tiff];
    const app1 = [0xff, 0xe1, 0x00, exif.length + 2, ...exif];
    const sof0 = [
      0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x02, 0x58, 0x03, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ];
    expect(readImageSize(file("turned.jpg", Buffer.from([0xff, 0xd8, ...app1, ...sof0])))).toEqual({
      width: 300,
      height: 600,
    });
  });

  it("gives up on a file that is not an image", () => {
    expect(readImageSize(file("notes.png", "not a picture"))).toBeUndefined();
  });
});
