Feature: Upload files are judged by their content
  Image or PDF by magic bytes, never by name or declared type; an empty or truncated file, an SVG,
  a HEIC photo or anything else is refused with its reason. ID and address: one file of at most
  4 MB; source of funds: up to 10 files of at most 0.45 MB (spec 01 section 5).

  Scenario Outline: <file> for the <screen> screen
    When the portal judges "<file>" for the <screen> screen
    Then the file is <verdict> <detail>

    Examples:
      | file                        | screen  | verdict  | detail          |
      | a small JPEG                | id      | accepted | jpeg            |
      | a PNG                       | address | accepted | png             |
      | a WebP                      | id      | accepted | webp            |
      | a PDF                       | funds   | accepted | pdf             |
      | a JPEG of exactly 4 MB      | id      | accepted | jpeg            |
      | a JPEG of 4 MB + 1 byte     | id      | refused  | tooLarge        |
      | a JPEG of 4 MB + 1 byte     | address | refused  | tooLarge        |
      | a PDF of exactly 0.45 MB    | funds   | accepted | pdf             |
      | a PDF of 0.45 MB + 1 byte   | funds   | refused  | tooLarge        |
      | a text file named photo.jpg | id      | refused  | unsupportedType |
      | an SVG                      | address | refused  | unsupportedType |
      | a HEIC photo                | id      | refused  | heic            |
      | an empty file               | funds   | refused  | empty           |
      | a JPEG cut in half          | id      | refused  | truncated       |
      | a PNG without its end       | address | refused  | truncated       |
      | a PDF without %%EOF         | funds   | refused  | truncated       |
      | a WebP shorter than it says | id      | refused  | truncated       |

  Scenario: proof-of-address and source-of-funds documents differ for US customers
    Then a customer from US may prove their address with "utilityBill, bankStatement, creditCardStatement, mortgageOrLeaseStatement, leaseAgreement, taxReturn"
    And a customer from US may prove their funds with "payStub, bankStatement, brokerageStatement, retirementAccountStatement, taxReturn, billOfSaleOrClosingStatement, mortgageApplication, loanApplication"
    And a customer from SE may prove their address with "utilityBill, bankStatement, councilBill, creditCardStatement, taxDeclaration, mortgageOrLeaseStatement"
    And a customer from GB may prove their funds with "paySlip, bankStatement, taxDeclaration, superannuationStatement, billOfSaleOrClosingStatement, loanApplication"
