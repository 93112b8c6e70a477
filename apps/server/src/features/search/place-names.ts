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

/**
 * Where each city is (degrees, rounded), so a search with nothing in Delhi NCR can offer the
 * nearest city that has something, not the biggest one.
 */
const POSITIONS: Record<City, [number, number]> = {
  'Delhi NCR': [28.6, 77.2],
  Mumbai: [19.1, 72.9],
  Bengaluru: [13.0, 77.6],
  Pune: [18.5, 73.9],
  Hyderabad: [17.4, 78.5],
  Chennai: [13.1, 80.3],
  Kolkata: [22.6, 88.4],
  Jaipur: [26.9, 75.8],
  Ahmedabad: [23.0, 72.6],
  Chandigarh: [30.7, 76.8],
  Kochi: [9.9, 76.3],
  Indore: [22.7, 75.9],
  Lucknow: [26.8, 80.9],
  Bhopal: [23.3, 77.4],
  Nagpur: [21.1, 79.1],
  Coimbatore: [11.0, 77.0],
  Surat: [21.2, 72.8],
  Vadodara: [22.3, 73.2],
  Bhubaneswar: [20.3, 85.8],
  Visakhapatnam: [17.7, 83.2],
  Thiruvananthapuram: [8.5, 76.9],
  Mysuru: [12.3, 76.6],
  Guwahati: [26.1, 91.7],
  Dehradun: [30.3, 78.0],
  Patna: [25.6, 85.1],
  Ranchi: [23.3, 85.3],
  Goa: [15.5, 73.8],
  Mangaluru: [12.9, 74.9],
  Nashik: [20.0, 73.8],
  Raipur: [21.3, 81.6],
  Vijayawada: [16.5, 80.6],
  Madurai: [9.9, 78.1],
  Kanpur: [26.4, 80.3],
  Ludhiana: [30.9, 75.9],
  Jammu: [32.7, 74.9],
};

/** Kilometres between two cities, on a sphere: close enough to rank which is nearer. */
export function distanceKm(a: City, b: City): number {
  const [lat1, lon1] = POSITIONS[a].map((d) => (d * Math.PI) / 180) as [number, number];
  const [lat2, lon2] = POSITIONS[b].map((d) => (d * Math.PI) / 180) as [number, number];
  const h =
    Math.sin((lat2 - lat1) / 2) ** 2 +
    Math.cos(lat1) * Math.cos(lat2) * Math.sin((lon2 - lon1) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
