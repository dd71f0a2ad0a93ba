// The problems a lead form's fields show, by field name, and the field that takes the focus once
// they are drawn.
import { useEffect, useState } from "react";
import { afterNextPaint } from "../../islands/strategies.ts";
import type { FieldProblem as Problem } from "../kinds/field-kind.ts";

export function useProblems(formId: string) {
  const [byField, setAll] = useState<Map<string, Problem>>(new Map());
  // The first field with a problem takes the focus once the messages are on the screen. Focusing
  // scrolls to the field and lays the page out again; on a slow phone the visitor would otherwise
  // wait for that before seeing any answer to the tap.
  const [focusAfterDraw, setFocusAfterDraw] = useState<{ name: string } | null>(null);

  useEffect(() => {
    if (!focusAfterDraw) return;
    let isCurrent = true;
    void afterNextPaint().then(
      () => isCurrent && document.getElementById(`${formId}-${focusAfterDraw.name}`)?.focus(),
    );
    return () => void (isCurrent = false);
  }, [focusAfterDraw, formId]);

  /** Shows a field's problem, or none. */
  const set = (name: string, problem: Problem | null) =>
    setAll((current) => {
      const next = new Map(current);
      if (problem) next.set(name, problem);
      else next.delete(name);
      return next;
    });
  /** The field takes the focus once the form is drawn again, even if it had it before. */
  const focusWhenDrawn = (name: string) => setFocusAfterDraw({ name });
  return { byField, setAll, set, focusWhenDrawn };
}
