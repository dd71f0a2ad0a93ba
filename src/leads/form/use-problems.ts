// The problems a lead form's fields show, by field name, and the field that takes the focus once
// they are drawn.
import { useLayoutEffect, useState } from "react";
import type { FieldProblem as Problem } from "../kinds/field-kind.ts";

export function useProblems(formId: string) {
  const [byField, setAll] = useState<Map<string, Problem>>(new Map());
  // The first field with a problem takes the focus once its message is drawn: focusing it before
  // would lay the page out once for the old form and again for the new one.
  const [focusAfterDraw, setFocusAfterDraw] = useState<{ name: string } | null>(null);

  useLayoutEffect(
    () =>
      void (focusAfterDraw && document.getElementById(`${formId}-${focusAfterDraw.name}`)?.focus()),
    [focusAfterDraw, formId],
  );

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
