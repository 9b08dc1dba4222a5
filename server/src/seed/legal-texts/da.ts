import type { LegalTexts } from './types.js';

export default {
  terms_and_conditions: {
    title: 'Handelsbetingelser',
    content: `# Handelsbetingelser

## 1. Ydelsen
Vi ændrer de filer fra motorstyreenheden (ECU), som du sender os, efter de ydelser, du bestiller. Du læser og skriver selv ECU’en med dit eget værktøj, og du er ansvarlig for køretøjet og arbejdet på det.

## 2. Kreditter og betaling
Ydelser betales med kreditter. Kreditterne trækkes, når du sender en ordre, og gives tilbage, hvis ordren annulleres, før vi går i gang. Kreditter udløber ikke og kan ikke veksles til penge.

## 3. Dine filer
Gem en kopi af alle originalfiler. Ordrefiler slettes efter hver måned; gem det, du har brug for.

## 4. Offroad-ydelser
Ydelser mærket “Kun til offroad- og motorsportsbrug” ændrer emissionsrelaterede systemer. Du bekræfter, at køretøjet ikke vil blive brugt på offentlig vej på en måde, loven ikke tillader.

## 5. Ansvar
Vi kontrollerer hver fil, før den sendes tilbage. Vi er ikke ansvarlige for skader, der skyldes, at en fil skrives til det forkerte køretøj, hardwarefejl eller det værktøj, der bruges til at læse eller skrive ECU’en.
`,
  },
  privacy_policy: {
    title: 'Privatlivspolitik',
    content: `# Privatlivspolitik

## Hvad vi gemmer
Dine kontooplysninger (navn, firma, adresse, e-mail, telefon, momsnummer), dine ordrer og deres filer, dine sager og chatbeskeder samt din kredithistorik og dine fakturaer.

## Hvorfor
For at levere de ydelser, du bestiller, fakturere dem og besvare dine spørgsmål. Vi opbevarer fakturaer så længe, som skattelovgivningen kræver. Ordrefiler slettes efter hver måned.

## Hvem ser dem
Vores medarbejdere og den betalingsudbyder, du vælger, når du køber kreditter. Vi sælger ikke dine data.

## Dine rettigheder
Du kan se og rette dine oplysninger i din profil og bede os om at slette din konto og alle dens data.
`,
  },
  terms_of_use: {
    title: 'Brugsvilkår',
    content: `# Brugsvilkår

Brug kun denne portal til din egen handel med os. Hold din adgangskode for dig selv; du er ansvarlig for alt, hvad der gøres med din konto. Upload ikke filer, som du ikke har ret til at sende os.
`,
  },
  shop_terms: {
    title: 'Butikkens handelsbetingelser',
    content: `# Butikkens handelsbetingelser

Priserne er inklusive moms, hvor den gælder. Ordrer sendes med den leveringsmåde, du vælger ved kassen. Ubrugte varer i original emballage kan returneres inden for 14 dage efter levering; giv os besked, før du sender dem retur.
`,
  },
} satisfies LegalTexts;
