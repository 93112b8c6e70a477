/** What a reader sees once their report is in, or when one is already open. */
export function ReportDone({ message }: { message: string }) {
  return (
    <p
      role="status"
      className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800"
    >
      {message}
    </p>
  );
}
