/**
 * What one account may keep in files: its resume versions and the message attachments it sent.
 * Uploads are limited per hour, but kept for good (a version an employer saw stays as it was),
 * so without a total one account could fill the disk or the bucket a few gigabytes a day. A
 * resume is some hundreds of kilobytes: a student reaches this after hundreds of versions.
 */
export const FILE_SPACE_BYTES = 100 * 1024 * 1024;

export const FILE_SPACE_MESSAGES = {
  full: 'Your account already keeps 100 MB of files (resume versions and message attachments), the most one account may keep. Write to us from the Contact page if you need more.',
} as const;
