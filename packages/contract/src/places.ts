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

/** The state of each city, for postal addresses (Google's JobPosting asks for a region). */
export const CITY_STATES: Record<City, string> = {
  'Delhi NCR': 'Delhi',
  Mumbai: 'Maharashtra',
  Bengaluru: 'Karnataka',
  Pune: 'Maharashtra',
  Hyderabad: 'Telangana',
  Chennai: 'Tamil Nadu',
  Kolkata: 'West Bengal',
  Jaipur: 'Rajasthan',
  Ahmedabad: 'Gujarat',
  Chandigarh: 'Chandigarh',
  Kochi: 'Kerala',
  Indore: 'Madhya Pradesh',
  Lucknow: 'Uttar Pradesh',
  Bhopal: 'Madhya Pradesh',
  Nagpur: 'Maharashtra',
  Coimbatore: 'Tamil Nadu',
  Surat: 'Gujarat',
  Vadodara: 'Gujarat',
  Bhubaneswar: 'Odisha',
  Visakhapatnam: 'Andhra Pradesh',
  Thiruvananthapuram: 'Kerala',
  Mysuru: 'Karnataka',
  Guwahati: 'Assam',
  Dehradun: 'Uttarakhand',
  Patna: 'Bihar',
  Ranchi: 'Jharkhand',
  Goa: 'Goa',
  Mangaluru: 'Karnataka',
  Nashik: 'Maharashtra',
  Raipur: 'Chhattisgarh',
  Vijayawada: 'Andhra Pradesh',
  Madurai: 'Tamil Nadu',
  Kanpur: 'Uttar Pradesh',
  Ludhiana: 'Punjab',
  Jammu: 'Jammu and Kashmir',
};

/** `Delhi NCR` → `delhi-ncr`: a city's key in the contract's catalogue (`contract.city.…`). */
export const cityKey = (city: string) => city.toLowerCase().replace(/[^a-z0-9]+/g, '-');
