// Being built for issue 5; replaced by the real screen before this lands.
export function JobsForYouPage() {
  return null;
}
