import { z } from 'zod';

/**
 * Cities a job can be in. A fixed list keeps search facets clean (no "Bangalore" beside
 * "Bengaluru"); Delhi, Gurugram, Noida and Ghaziabad are one market, listed as Delhi NCR.
 */
export const CITIES = [
  'Delhi NCR',
  'Mumbai',
  'Bengaluru',
  'Pune',
  'Hyderabad',
  'Chennai',
  'Kolkata',
  'Jaipur',
  'Ahmedabad',
  'Chandigarh',
  'Kochi',
  'Indore',
  'Lucknow',
  'Bhopal',
  'Nagpur',
  'Coimbatore',
  'Surat',
  'Vadodara',
  'Bhubaneswar',
  'Visakhapatnam',
  'Thiruvananthapuram',
  'Mysuru',
  'Guwahati',
  'Dehradun',
  'Patna',
  'Ranchi',
  'Goa',
  'Mangaluru',
  'Nashik',
  'Raipur',
  'Vijayawada',
  'Madurai',
  'Kanpur',
  'Ludhiana',
  'Jammu',
] as const;
export const CitySchema = z.enum(CITIES, { error: 'Choose a city from the list' });
export type City = z.infer<typeof CitySchema>;
