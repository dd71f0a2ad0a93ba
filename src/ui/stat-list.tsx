import type { Stat } from "../generated/schema-types.ts";

/** Big figures with their labels underneath; the label is the term, the figure its value. */
export function StatList({ stats, className = "" }: { stats: Stat[]; className?: string }) {
  return (
    <dl className={`grid gap-3 text-center ${className}`}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-700"
        >
          <dt className="text-sm text-slate-600 sm:text-base dark:text-slate-300">{stat.label}</dt>
          <dd className="order-first text-2xl font-extrabold text-brand-600 sm:text-4xl dark:text-blue-300">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
