import { Link } from 'react-router';

export function Brand({ className = 'text-indigo-950' }: { className?: string }) {
  return (
    <Link to="/" className={`inline-flex items-center gap-2 text-xl font-extrabold ${className}`}>
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-lg bg-indigo-950 text-lg text-saffron-400"
      >
        S
      </span>
      Shuruaat
    </Link>
  );
}
