import type { LegalTexts } from './types.js';

export default {
  terms_and_conditions: {
    title: 'Taisyklės ir sąlygos',
    content: `# Taisyklės ir sąlygos

## 1. Paslauga
Jūsų atsiųstus variklio valdymo bloko (ECU) failus keičiame pagal jūsų užsakytas paslaugas. ECU nuskaitote ir įrašote patys, savo įranga, ir atsakote už transporto priemonę bei su ja atliekamus darbus.

## 2. Kreditai ir mokėjimas
Už paslaugas mokama kreditais. Kreditai nuskaičiuojami, kai išsiunčiate užsakymą, ir grąžinami, jei užsakymas atšaukiamas prieš mums pradedant darbą. Kreditai nenustoja galioti ir negali būti iškeisti į pinigus.

## 3. Jūsų failai
Pasilikite kiekvieno originalaus failo kopiją. Užsakymų failai ištrinami pasibaigus kiekvienam mėnesiui; išsisaugokite tai, ko jums reikia.

## 4. Bekelės paslaugos
Paslaugos, pažymėtos „Tik bekelei ir motosportui“, keičia su išmetamaisiais teršalais susijusias sistemas. Jūs patvirtinate, kad transporto priemonė nebus naudojama viešuosiuose keliuose įstatymų neleidžiamu būdu.

## 5. Atsakomybė
Kiekvieną failą patikriname prieš išsiųsdami atgal. Neatsakome už žalą, atsiradusią įrašius failą į ne tą transporto priemonę, dėl aparatinės įrangos gedimų ar dėl įrankių, kuriais ECU nuskaitomas ar įrašomas.
`,
  },
  privacy_policy: {
    title: 'Privatumo politika',
    content: `# Privatumo politika

## Ką saugome
Jūsų paskyros duomenis (vardą, įmonę, adresą, el. paštą, telefoną, PVM kodą), jūsų užsakymus ir jų failus, jūsų užklausas ir pokalbių žinutes, taip pat jūsų kreditų istoriją ir sąskaitas faktūras.

## Kam
Kad suteiktume jūsų užsakytas paslaugas, išrašytume už jas sąskaitas ir atsakytume į jūsų klausimus. Sąskaitas faktūras saugome tiek, kiek reikalauja mokesčių įstatymai. Užsakymų failai ištrinami pasibaigus kiekvienam mėnesiui.

## Kas juos mato
Mūsų darbuotojai ir mokėjimų paslaugų teikėjas, kurį pasirenkate pirkdami kreditus. Jūsų duomenų neparduodame.

## Jūsų teisės
Savo duomenis galite peržiūrėti ir pataisyti savo profilyje, taip pat paprašyti mūsų ištrinti jūsų paskyrą ir visus jos duomenis.
`,
  },
  terms_of_use: {
    title: 'Naudojimo sąlygos',
    content: `# Naudojimo sąlygos

Šį portalą naudokite tik savo verslo reikalams su mumis. Savo slaptažodžio niekam neatskleiskite; jūs atsakote už viską, kas daroma su jūsų paskyra. Neįkelkite failų, kurių neturite teisės mums siųsti.
`,
  },
  shop_terms: {
    title: 'Parduotuvės taisyklės ir sąlygos',
    content: `# Parduotuvės taisyklės ir sąlygos

Į kainas įskaičiuotas PVM, kai jis taikomas. Užsakymai siunčiami jūsų atsiskaitant pasirinktu būdu. Nenaudotas prekes originalioje pakuotėje galima grąžinti per 14 dienų nuo pristatymo; prieš siųsdami jas atgal, praneškite mums.
`,
  },
} satisfies LegalTexts;
