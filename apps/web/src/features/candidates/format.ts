import { decimalText } from '@/lib/format';

/** File sizes as people read them: "820 KB", "1.4 MB". */
export function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${decimalText(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${decimalText(bytes / (1024 * 1024))} MB`;
}
