import { CITIES, type City } from '@shuruaat/contract';

/**
 * How students write the product's cities: the listed name, old names and the towns of one
 * market (Gurugram and Noida are Delhi NCR). Data, not code: add a spelling here.
 */
const OTHER_NAMES: Partial<Record<City, string[]>> = {
  'Delhi NCR': [
    'delhi',
    'dilli',
    'new delhi',
    'ncr',
    'gurgaon',
    'gurugram',
    'noida',
    'greater noida',
    'ghaziabad',
    'faridabad',
  ],
  Mumbai: ['bombay', 'navi mumbai', 'thane'],
  Bengaluru: ['bangalore', 'banglore', 'blr'],
  Pune: ['poona', 'pimpri chinchwad'],
  Kolkata: ['calcutta'],
  Chennai: ['madras'],
  Kochi: ['cochin', 'ernakulam'],
  Mysuru: ['mysore'],
  Mangaluru: ['mangalore'],
  Thiruvananthapuram: ['trivandrum'],
  Visakhapatnam: ['vizag', 'vishakhapatnam'],
  Vadodara: ['baroda'],
  Chandigarh: ['mohali', 'panchkula'],
  Hyderabad: ['secunderabad', 'cyberabad'],
  Goa: ['panaji', 'panjim'],
};

/** Every way of writing each city, the listed name included. */
export const CITY_NAMES: [string, City][] = CITIES.flatMap((city) => [
  [city.toLowerCase(), city] as [string, City],
  ...(OTHER_NAMES[city] ?? []).map((name) => [name, city] as [string, City]),
]);
