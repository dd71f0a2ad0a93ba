import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "./icon.tsx";

export type ToastTone = "success" | "error" | "info";
export interface ToastMessage {
  title: string;
  text: string;
  tone?: ToastTone;
  /** A link shown under the text, such as a tap-to-call number. */
  action?: { label: string; href: string };
  /** A new toast replaces the shown ones of the same group, so an old error does not sit beside a later success. */
  group?: string;
}
interface ShownToast extends ToastMessage {
  id: number;
}

/** How long a toast stays, in ms. It waits while the pointer or focus is on it. */
const STAY_MS = { success: 6000, info: 6000, error: 10000 } as const;
const MOST_SHOWN = 3;

const ToastContext = createContext<(message: ToastMessage) => void>(() => {});

/** Shows a short message in the corner of the screen, read out by screen readers. */
export const useToast = () => useContext(ToastContext);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);
  const show = useCallback((message: ToastMessage) => {
    setToasts((shown) => [
      ...shown.filter((t) => !message.group || t.group !== message.group).slice(-(MOST_SHOWN - 1)),
      { ...message, id: nextId.current++ },
    ]);
  }, []);
  const dismiss = useCallback(
    (id: number) => setToasts((shown) => shown.filter((t) => t.id !== id)),
    [],
  );
  const list = (tones: ToastTone[]) =>
    toasts
      .filter((t) => tones.includes(t.tone ?? "info"))
      .map((t) => <Toast key={t.id} toast={t} onDismiss={dismiss} />);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {/* Both live regions are on the page from the start, so screen readers announce what is added. */}
      <div className="pointer-events-none fixed inset-x-3 top-20 z-50 grid justify-items-center gap-2 sm:inset-x-auto sm:end-4 sm:justify-items-end">
        <div role="alert" className="grid gap-2">
          {list(["error"])}
        </div>
        <div role="status" className="grid gap-2">
          {list(["success", "info"])}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

const TONE_STYLE: Record<ToastTone, string> = {
  success:
    "border-emerald-600 bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50",
  info: "border-brand-600 bg-white text-slate-900 dark:bg-slate-900 dark:text-white",
  error: "border-red-700 bg-red-50 text-red-950 dark:bg-red-950 dark:text-red-50",
};

function Toast({ toast, onDismiss }: { toast: ShownToast; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  const [isHeld, setIsHeld] = useState(false);
  const tone = toast.tone ?? "info";

  useEffect(() => {
    if (isHeld) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), STAY_MS[tone]);
    return () => window.clearTimeout(timer);
  }, [isHeld, onDismiss, toast.id, tone]);

  return (
    <div
      data-toast={tone}
      onPointerEnter={() => setIsHeld(true)}
      onPointerLeave={() => setIsHeld(false)}
      onFocus={() => setIsHeld(true)}
      onBlur={() => setIsHeld(false)}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border-s-4 p-4 shadow-xl ring-1 ring-black/10 ${TONE_STYLE[tone]}`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-bold">{toast.title}</p>
        <p className="mt-1 text-sm">{toast.text}</p>
        {toast.action ? (
          <a
            href={toast.action.href}
            className="mt-2 inline-flex min-h-11 items-center font-bold underline underline-offset-2"
            dir="ltr"
          >
            {toast.action.label}
          </a>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className="-m-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg hover:bg-black/5 dark:hover:bg-white/10"
      >
        <Icon name="close" className="size-5" />
        <span className="sr-only">{t("common:toast.dismiss")}</span>
      </button>
    </div>
  );
}
