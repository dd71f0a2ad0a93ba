// The editor's box for a value its other widgets cannot hold: a map of names the owner chooses
// (the claims) or a value of several shapes (a claim's words, or its fact { months: 4 }). Written
// as YAML, as in the file; a text that is not YAML yet keeps what was saved and says so.
import { useState } from "react";
import { parse, stringify } from "yaml";
import type { CmsWidgetControlProps, CmsWidgetPreviewProps } from "decap-cms-core";

const plain = (value: unknown): unknown =>
  value && typeof (value as { toJS?: unknown }).toJS === "function"
    ? (value as { toJS(): unknown }).toJS()
    : value;

const asYaml = (value: unknown) =>
  value === undefined || value === null ? "" : stringify(plain(value));

export function SchemaValueControl({
  value,
  onChange,
  forID,
  classNameWrapper,
}: CmsWidgetControlProps) {
  const [text, setText] = useState(() => asYaml(value));
  const [problem, setProblem] = useState<string | undefined>(undefined);
  return (
    <div className={classNameWrapper}>
      <textarea
        id={forID}
        value={text}
        rows={Math.min(20, Math.max(3, text.split("\n").length + 1))}
        style={{ width: "100%", fontFamily: "monospace" }}
        aria-describedby={problem ? `${forID}-problem` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          try {
            onChange(parse(event.target.value));
            setProblem(undefined);
          } catch (error) {
            setProblem(
              `This cannot be read as YAML yet: ${(error as Error).message.split("\n")[0]}`,
            );
          }
        }}
      />
      {problem && (
        <p id={`${forID}-problem`} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

export function SchemaValuePreview({ value }: CmsWidgetPreviewProps) {
  return <pre>{asYaml(value)}</pre>;
}
