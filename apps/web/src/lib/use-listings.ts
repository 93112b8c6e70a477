import { searchQuery, type SearchRequest } from './search-query';
import { fetchListing, selectListing, type Listing } from './listings-slice';
import { useFetchEffect } from './fetch-effect';
import { useAppDispatch, useAppSelector } from './redux-hooks';

/**
 * One live section of a home or landing page: asks the public search when the section appears
 * or its request changes, and shows only the answer to the request it makes now.
 */
export function useListings(request: SearchRequest): Listing {
  const query = searchQuery(request);
  const dispatch = useAppDispatch();
  useFetchEffect(() => {
    void dispatch(fetchListing(query));
  }, [dispatch, query]);
  return useAppSelector((state) => selectListing(state, query));
}
