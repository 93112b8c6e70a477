import { EmployerProfileResponseSchema, type UpdateEmployerProfileBody } from '@shuruaat/contract';
import { http } from '@/lib/http';

/** The company profile's calls, from the profile page's route loader and action. */
export const companiesApi = {
  getProfile: () =>
    http.get('/api/employers/get-employer-profile', { schema: EmployerProfileResponseSchema }),
  updateProfile: (body: UpdateEmployerProfileBody) =>
    http.put('/api/employers/update-employer-profile', {
      body,
      schema: EmployerProfileResponseSchema,
    }),
  uploadLogo: (file: File) => {
    const body = new FormData();
    body.append('logo', file);
    return http.post('/api/employers/upload-logo', { body, schema: EmployerProfileResponseSchema });
  },
};
