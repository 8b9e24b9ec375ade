// What a phone writes into its photos (sharp's withExif form): its make and where the photo was taken.
// The image tests add it to the photos they make and check that no published file keeps it.
export const phoneCameraData = {
  IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '48/1 51/1 2400/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '2/1 21/1 300/100',
  },
};
