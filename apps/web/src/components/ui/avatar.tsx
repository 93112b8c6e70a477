type AvatarProps = { name: string; photoUrl?: string; className?: string };

/** The profile's first photo, or the name's initial when there is none. */
export function Avatar({ name, photoUrl, className = 'size-9' }: AvatarProps) {
  if (photoUrl) {
    return (
      <img
        src={photoUrl}
        alt={name}
        referrerPolicy="no-referrer"
        className={`${className} rounded-full object-cover ring-2 ring-saffron-400`}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={name}
      className={`${className} inline-flex items-center justify-center rounded-full bg-indigo-900 font-bold text-white ring-2 ring-saffron-400`}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
