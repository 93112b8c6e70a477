import type { JobFormValues } from '../../job-form-values';

/** A field's problem: the schema's error first, else a live warning for what is typed so far. */
export type IssueOf = (path: string) => string | undefined;

export type SectionProps = { issueOf: IssueOf };

export type { JobFormValues };
