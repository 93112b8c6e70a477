import type { BlogTopic, Category } from '@shuruaat/contract';
import { CAREER_POSTS } from './demo-blogs-careers';
import { EMPLOYER_POSTS } from './demo-blogs-employers';
import { MONEY_POSTS } from './demo-blogs-money';

export type DemoBlog = {
  title: string;
  author: string;
  topic: BlogTopic;
  jobCategory: Category | null;
  metaDescription: string;
  body: string;
  /** How long ago the post appeared, so the list reads as a blog written over weeks. */
  daysAgo: number;
};

/** Posts written for Shuruaat's readers: Indian students, freshers and the employers hiring them. */
export const DEMO_BLOGS: DemoBlog[] = [...MONEY_POSTS, ...CAREER_POSTS, ...EMPLOYER_POSTS];
