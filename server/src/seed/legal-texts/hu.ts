import type { LegalTexts } from './types.js';

export default {
  terms_and_conditions: {
    title: 'Általános szerződési feltételek',
    content: `# Általános szerződési feltételek

## 1. A szolgáltatás
Az Ön által küldött motorvezérlő (ECU) fájlokat a megrendelt szolgáltatások szerint módosítjuk. Az ECU kiolvasását és írását Ön végzi, saját eszközeivel, és Ön felel a járműért és a rajta végzett munkáért.

## 2. Kreditek és fizetés
A szolgáltatásokat kreditben kell megfizetni. A krediteket a rendelés elküldésekor vonjuk le, és visszaírjuk, ha a rendelést azelőtt törlik, hogy hozzákezdenénk. A kreditek nem járnak le, és pénzre nem válthatók.

## 3. Az Ön fájljai
Minden eredeti fájlról őrizzen meg egy másolatot. A rendelések fájljait minden hónap végén töröljük; mentse el, amire szüksége van.

## 4. Terepszolgáltatások
A „Kizárólag terep- és motorsportcélra” jelöléssel ellátott szolgáltatások a károsanyag-kibocsátással összefüggő rendszereket módosítanak. Ön megerősíti, hogy a járművet nem használja közúton olyan módon, amelyet a jogszabályok nem engednek meg.

## 5. Felelősség
Minden fájlt ellenőrzünk, mielőtt visszaküldjük. Nem felelünk azokért a károkért, amelyeket az okoz, hogy egy fájlt rossz járműbe írnak, hardverhiba, vagy az ECU olvasásához, illetve írásához használt eszközök.
`,
  },
  privacy_policy: {
    title: 'Adatvédelmi irányelvek',
    content: `# Adatvédelmi irányelvek

## Mit őrzünk meg
Fiókja adatait (név, cég, cím, e-mail, telefon, adószám), rendeléseit és azok fájljait, hibajegyeit és csevegőüzeneteit, valamint kredittörténetét és számláit.

## Miért
Hogy teljesítsük a megrendelt szolgáltatásokat, kiszámlázzuk őket, és megválaszoljuk kérdéseit. A számlákat addig őrizzük, ameddig az adójogszabályok előírják. A rendelések fájljait minden hónap végén töröljük.

## Ki látja
Munkatársaink, valamint az a fizetési szolgáltató, amelyet kreditvásárláskor választ. Adatait nem adjuk el.

## Az Ön jogai
Adatait a profiljában megtekintheti és kijavíthatja, és kérheti, hogy töröljük a fiókját az összes adatával együtt.
`,
  },
  terms_of_use: {
    title: 'Felhasználási feltételek',
    content: `# Felhasználási feltételek

Ezt a portált csak a velünk folytatott saját üzleti ügyeihez használja. Jelszavát ne adja ki másnak; Ön felel mindenért, ami a fiókjával történik. Ne töltsön fel olyan fájlokat, amelyeket nincs joga elküldeni nekünk.
`,
  },
  shop_terms: {
    title: 'A webáruház feltételei',
    content: `# A webáruház feltételei

Az árak tartalmazzák az áfát, ahol az felszámítandó. A rendeléseket a pénztárnál választott szállítási móddal küldjük. A használatlan termékek eredeti csomagolásukban a kézbesítéstől számított 14 napon belül visszaküldhetők; visszaküldés előtt jelezze nekünk.
`,
  },
} satisfies LegalTexts;
