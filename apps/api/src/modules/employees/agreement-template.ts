export type AgreementParties = {
  unitName: string;
  unitAddress: string | null;
  employeeName: string;
  employeeEmail: string;
  date: string;
};

const clauses = [
  'Angajatul are acces la Registrul Național al Cancerului Pediatric exclusiv în scopul raportării și urmăririi cazurilor de cancer la copii tratați în unitatea medicală de mai sus.',
  'Datele prelucrate sunt date privind sănătatea, categorie specială în sensul art. 9 din Regulamentul (UE) 2016/679 (GDPR). Accesul se face numai în măsura necesară îndeplinirii atribuțiilor de serviciu.',
  'Angajatul păstrează confidențialitatea datelor de identificare ale pacienților și a informațiilor medicale, inclusiv după încetarea raporturilor de muncă cu unitatea.',
  'Angajatul nu divulgă parola și nu permite altor persoane să folosească contul său; orice acces este înregistrat în jurnalul de audit al registrului.',
  'Angajatul nu copiază, nu exportă și nu transmite date din registru în afara scopului de mai sus și anunță de îndată responsabilul cu protecția datelor al unității orice incident de securitate.',
  'Încălcarea prezentului acord atrage răspunderea disciplinară, civilă sau penală, după caz, și retragerea dreptului de acces.',
];

/** The data-processing agreement an employee signs (spec 01 §7.6), filled in for the unit and the employee. */
export async function buildAgreementTemplate(p: AgreementParties): Promise<Buffer> {
  // docx is loaded at the first agreement, not at start-up: about 11 MB the server rarely needs.
  const { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } = await import('docx');
  const paragraph = (text: string, bold = false) =>
    new Paragraph({ spacing: { after: 160 }, children: [new TextRun({ text, bold })] });
  const doc = new Document({
    creator: 'Registrul Cancerului Pediatric',
    title: 'Acord privind prelucrarea datelor cu caracter personal',
    sections: [
      {
        children: [
          new Paragraph({
            heading: HeadingLevel.HEADING_1,
            alignment: AlignmentType.CENTER,
            children: [new TextRun('Acord privind prelucrarea datelor cu caracter personal')],
          }),
          paragraph(`Unitatea medicală: ${p.unitName}${p.unitAddress ? `, ${p.unitAddress}` : ''}`, true),
          paragraph(`Angajat: ${p.employeeName} (${p.employeeEmail})`, true),
          paragraph(`Data: ${p.date}`),
          ...clauses.map((c, i) => paragraph(`${i + 1}. ${c}`)),
          paragraph(''),
          paragraph('Semnătura angajatului: ______________________'),
          paragraph('Semnătura și ștampila reprezentantului unității: ______________________'),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
