import { api } from '@playfront/api-client';
import type {
  AdminHelpCategory,
  AdminLicence,
  HelpCategoryUpdate,
  LicenceInput,
} from '@playfront/api-contract';
import { touched } from './operator-api';

/** Texts of the content screens that are one line per language: help category names and the licence line. */
export const contentTextsApi = api
  .enhanceEndpoints({ addTagTypes: ['Help', 'Licence', 'Audit', 'Dashboard'] })
  .injectEndpoints({
    endpoints: (build) => ({
      setHelpCategoryNames: build.mutation<AdminHelpCategory, { code: string; body: HelpCategoryUpdate }>({
        query: ({ code, body }) => ({
          url: `/wps/admin/content/help/categories/${encodeURIComponent(code)}`,
          method: 'PUT',
          body,
        }),
        invalidatesTags: ['Help', ...touched],
      }),
      licence: build.query<AdminLicence, void>({
        query: () => '/wps/admin/content/licence',
        providesTags: ['Licence'],
      }),
      setLicence: build.mutation<AdminLicence, LicenceInput>({
        query: (body) => ({ url: '/wps/admin/content/licence', method: 'PUT', body }),
        invalidatesTags: ['Licence', ...touched],
      }),
    }),
  });

export const { useSetHelpCategoryNamesMutation, useLicenceQuery, useSetLicenceMutation } = contentTextsApi;
