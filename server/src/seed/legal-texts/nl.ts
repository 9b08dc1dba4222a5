import type { LegalTexts } from './types.js';

export default {
  terms_and_conditions: {
    title: 'Algemene voorwaarden',
    content: `# Algemene voorwaarden

## 1. De dienst
Wij passen de bestanden van de motorregeleenheid (ECU) die u ons stuurt aan volgens de diensten die u bestelt. U leest en schrijft de ECU zelf, met uw eigen apparatuur, en u bent verantwoordelijk voor het voertuig en het werk eraan.

## 2. Credits en betaling
Diensten worden betaald met credits. Credits worden afgeschreven wanneer u een bestelling verstuurt en teruggestort wanneer een bestelling wordt geannuleerd voordat wij beginnen. Credits vervallen niet en kunnen niet worden ingewisseld voor geld.

## 3. Uw bestanden
Bewaar een kopie van elk origineel bestand. Bestanden van bestellingen worden na elke maand verwijderd; sla op wat u nodig hebt.

## 4. Offroaddiensten
Diensten met de vermelding ‘Alleen voor offroad- en motorsportgebruik’ wijzigen emissiegerelateerde systemen. U bevestigt dat het voertuig niet op de openbare weg wordt gebruikt op een manier die de wet niet toestaat.

## 5. Aansprakelijkheid
Wij controleren elk bestand voordat het wordt teruggestuurd. Wij zijn niet aansprakelijk voor schade door het schrijven van een bestand naar het verkeerde voertuig, door hardwarefouten of door de apparatuur waarmee de ECU wordt gelezen of geschreven.
`,
  },
  privacy_policy: {
    title: 'Privacybeleid',
    content: `# Privacybeleid

## Wat wij bewaren
Uw accountgegevens (naam, bedrijf, adres, e-mail, telefoon, btw-nummer), uw bestellingen en hun bestanden, uw tickets en chatberichten, en uw credithistorie en facturen.

## Waarom
Om de diensten die u bestelt te leveren, te factureren en uw vragen te beantwoorden. Facturen bewaren wij zo lang als de belastingwetgeving vereist. Bestanden van bestellingen worden na elke maand verwijderd.

## Wie ze ziet
Onze medewerkers, en de betaalprovider die u kiest wanneer u credits koopt. Wij verkopen uw gegevens niet.

## Uw rechten
U kunt uw gegevens in uw profiel inzien en corrigeren, en ons vragen uw account met al zijn gegevens te verwijderen.
`,
  },
  terms_of_use: {
    title: 'Gebruiksvoorwaarden',
    content: `# Gebruiksvoorwaarden

Gebruik dit portaal alleen voor uw eigen zaken met ons. Houd uw wachtwoord voor uzelf; u bent verantwoordelijk voor wat er met uw account gebeurt. Upload geen bestanden die u ons niet mag sturen.
`,
  },
  shop_terms: {
    title: 'Voorwaarden van de winkel',
    content: `# Voorwaarden van de winkel

Prijzen zijn inclusief btw waar die van toepassing is. Bestellingen worden verzonden met de methode die u bij het afrekenen kiest. Ongebruikte artikelen in de originele verpakking mogen binnen 14 dagen na levering worden teruggestuurd; laat het ons weten voordat u ze terugstuurt.
`,
  },
} satisfies LegalTexts;
