// The data side of /pages and /mediaLibrary: the §7 queries, and what their errors mean for the page.
import { useQuery, type ApolloError } from '@apollo/client';
import { ErrorCode, errorCodeOf } from '../core/api/error-codes';
import {
  type GetAllMediaLibraryCategoriesForFrontendQuery,
  type GetAllMediaLibraryCategoryMediaForFrontendQuery,
  type GetPageContentForFrontendQuery,
} from '../core/api/graphql.generated';
import {
  GetAllMediaLibraryCategoriesForFrontendDocument,
  GetAllMediaLibraryCategoryMediaForFrontendDocument,
  GetPageContentForFrontendDocument,
  GetPagesForFrontendDocument,
} from './content.operations.generated';

export type ContentPage = GetPageContentForFrontendQuery['getPageContentForFrontend'];
export type MediaCategory =
  GetAllMediaLibraryCategoriesForFrontendQuery['getAllMediaLibraryCategoriesForFrontend'][number];
export type Media =
  GetAllMediaLibraryCategoryMediaForFrontendQuery['getAllMediaLibraryCategoryMediaForFrontend'][number];

/** notFound: the server answered 404; failed: anything else went wrong (retry may help). */
export type LoadError = 'notFound' | 'failed' | null;

function loadErrorOf(error: ApolloError | undefined): LoadError {
  if (!error) return null;
  const first = error.graphQLErrors[0];
  return first && errorCodeOf(first) === ErrorCode.NotFound ? 'notFound' : 'failed';
}

export function usePages() {
  const { data, loading, error, refetch } = useQuery(GetPagesForFrontendDocument);
  return { pages: data?.getPagesForFrontend, loading, error: loadErrorOf(error), reload: () => void refetch() };
}

export function usePageContent(pageCode: string) {
  const { data, loading, error, refetch } = useQuery(GetPageContentForFrontendDocument, { variables: { pageCode } });
  return { page: data?.getPageContentForFrontend, loading, error: loadErrorOf(error), reload: () => void refetch() };
}

export function useMediaCategories() {
  const { data, loading, error, refetch } = useQuery(GetAllMediaLibraryCategoriesForFrontendDocument);
  return {
    categories: data?.getAllMediaLibraryCategoriesForFrontend,
    loading,
    error: loadErrorOf(error),
    reload: () => void refetch(),
  };
}

/** The media of one category; nothing is asked while no category is chosen. */
export function useCategoryMedia(categoryCode: string | undefined) {
  const { data, loading, error, refetch } = useQuery(GetAllMediaLibraryCategoryMediaForFrontendDocument, {
    variables: { categoryCode: categoryCode ?? '' },
    skip: !categoryCode,
  });
  return {
    media: data?.getAllMediaLibraryCategoryMediaForFrontend,
    loading,
    error: loadErrorOf(error),
    reload: () => void refetch(),
  };
}
