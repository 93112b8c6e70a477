import { blogsSlice } from '@/features/blogs/slice';
import { rootReducer } from './store';

/** Registers the blog state when a blog page, public or admin, loads. */
export function addBlogsState(): void {
  rootReducer.inject(blogsSlice);
}
