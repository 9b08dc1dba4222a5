import type { LegalTexts } from './types.js';

export default {
  terms_and_conditions: {
    title: 'Villkor',
    content: `# Villkor

## 1. Tjänsten
Vi ändrar de filer från motorstyrenheten (ECU) som du skickar till oss enligt de tjänster du beställer. Du läser och skriver själv styrenheten med dina egna verktyg, och du ansvarar för fordonet och arbetet på det.

## 2. Krediter och betalning
Tjänster betalas med krediter. Krediterna dras när du skickar en order och återförs om ordern avbryts innan vi har börjat. Krediter förfaller inte och kan inte växlas in mot pengar.

## 3. Dina filer
Spara en kopia av varje originalfil. Orderfiler raderas efter varje månad; spara det du behöver.

## 4. Terrängtjänster
Tjänster märkta ”Endast för terräng- och motorsportbruk” ändrar utsläppsrelaterade system. Du bekräftar att fordonet inte kommer att användas på allmän väg på ett sätt som lagen inte tillåter.

## 5. Ansvar
Vi kontrollerar varje fil innan den skickas tillbaka. Vi ansvarar inte för skador som orsakas av att en fil skrivs till fel fordon, av maskinvarufel eller av verktyg som används för att läsa eller skriva styrenheten.
`,
  },
  privacy_policy: {
    title: 'Integritetspolicy',
    content: `# Integritetspolicy

## Vad vi sparar
Dina kontouppgifter (namn, företag, adress, e-post, telefon, momsnummer), dina ordrar och deras filer, dina ärenden och chattmeddelanden samt din kredithistorik och dina fakturor.

## Varför
För att leverera de tjänster du beställer, fakturera dem och svara på dina frågor. Vi sparar fakturor så länge skattelagstiftningen kräver. Orderfiler raderas efter varje månad.

## Vem som ser dem
Vår personal och den betalleverantör du väljer när du köper krediter. Vi säljer inte dina uppgifter.

## Dina rättigheter
Du kan se och rätta dina uppgifter i din profil och be oss radera ditt konto och alla dess uppgifter.
`,
  },
  terms_of_use: {
    title: 'Användarvillkor',
    content: `# Användarvillkor

Använd bara den här portalen för dina egna affärer med oss. Håll ditt lösenord för dig själv; du ansvarar för allt som görs med ditt konto. Ladda inte upp filer som du inte har rätt att skicka till oss.
`,
  },
  shop_terms: {
    title: 'Butikens villkor',
    content: `# Butikens villkor

Priserna inkluderar moms där sådan gäller. Ordrar skickas med det fraktsätt du väljer i kassan. Oanvända varor i originalförpackning får returneras inom 14 dagar från leverans; hör av dig innan du skickar tillbaka dem.
`,
  },
} satisfies LegalTexts;
