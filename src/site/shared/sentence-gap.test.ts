import { describe, expect, it } from "vitest";
import { gapAfter, joinSentences } from "./sentence-gap.ts";

describe("sentences put side by side", () => {
  it("are parted by a space in languages that write one", () => {
    expect(joinSentences("There is no connection.", "Your details are still in the form.")).toBe(
      "There is no connection. Your details are still in the form.",
    );
    expect(joinSentences("연결할 수 없습니다.", "입력하신 내용은 그대로 있습니다.")).toBe(
      "연결할 수 없습니다. 입력하신 내용은 그대로 있습니다.",
    );
    expect(joinSentences("لا يوجد اتصال.", "بياناتك ما زالت في النموذج.")).toBe(
      "لا يوجد اتصال. بياناتك ما زالت في النموذج.",
    );
  });

  it("are not parted after full-width punctuation, which carries its own space", () => {
    expect(joinSentences("无法连接到发送服务。", "您填写的信息仍保留在表单中。")).toBe(
      "无法连接到发送服务。您填写的信息仍保留在表单中。",
    );
    expect(gapAfter("请致电：")).toBe("");
    expect(gapAfter("Please call us at")).toBe(" ");
  });

  it("are not parted after a Han character, as Chinese writes a phone after its words", () => {
    expect(gapAfter("或致电")).toBe("");
    expect(joinSentences("请稍后再试，或致电", "(613) 555-0188")).toBe(
      "请稍后再试，或致电(613) 555-0188",
    );
    // Korean parts its words with spaces, and so does the text after a Latin letter or digit.
    expect(gapAfter("전화하세요")).toBe(" ");
    expect(gapAfter("致电 GTA")).toBe(" ");
  });
});
