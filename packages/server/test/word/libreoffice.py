"""Read a DOCX with LibreOffice, an independent reader of its tracked changes and comments.

LibreOffice (headless) converts the DOCX to flat ODF (.fodt), where it records what it understood:
inserted and deleted text between <text:change-start/> and <text:change-end/> marks whose
<text:changed-region> says which it is (or deleted text kept in the region a <text:change/> mark
points to), comments as <office:annotation>. From
that this script writes the text with every change accepted and with every change rejected, and
counts the changes and comments. With --pdf it also converts the DOCX to PDF.

    python3 libreoffice.py <file.docx> <out-dir> [--pdf]

Prints JSON: {"insertions", "deletions", "authors", "comments", "comment_texts", "accepted", "rejected", "pdf"}.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

NS = {
    "text": "urn:oasis:names:tc:opendocument:xmlns:text:1.0",
    "office": "urn:oasis:names:tc:opendocument:xmlns:office:1.0",
    "dc": "http://purl.org/dc/elements/1.1/",
}
T = "{%s}" % NS["text"]
O = "{%s}" % NS["office"]
DC = "{%s}" % NS["dc"]


def convert(src, out, fmt, profile):
    subprocess.run(
        ["soffice", "--headless", "--norestore", "-env:UserInstallation=file://" + profile, "--convert-to", fmt, "--outdir", out, src],
        check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=300)
    path = os.path.join(out, os.path.splitext(os.path.basename(src))[0] + "." + fmt.split(":")[0])
    if not os.path.exists(path):
        raise SystemExit("LibreOffice could not convert the document to " + fmt)
    return path


def plain(el):
    """The text of an element, without comments."""
    parts = []
    def walk(e):
        if e.tag == O + "annotation":
            if e.tail:
                parts.append(e.tail)
            return
        if e.tag == T + "s":
            parts.append(" " * int(e.get(T + "c", "1")))
        elif e.tag == T + "tab":
            parts.append("\t")
        elif e.tag == T + "line-break":
            parts.append("\n")
        elif e.text:
            parts.append(e.text)
        for c in e:
            walk(c)
        if e.tag in (T + "p", T + "h"):
            parts.append("\n")
        if e.tail:
            parts.append(e.tail)
    for c in el:
        walk(c)
    return "".join(parts)


def main():
    src, out = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    profile = tempfile.mkdtemp(prefix="lo-profile-")
    try:
        fodt = convert(src, out, "fodt", profile)
        pdf = convert(src, out, "pdf", profile) if "--pdf" in sys.argv else None
    finally:
        shutil.rmtree(profile, ignore_errors=True)
    root = ET.parse(fodt).getroot()
    body = root.find("office:body/office:text", NS)
    regions = {}
    insertions = deletions = 0
    authors = set()
    tracked = body.find("text:tracked-changes", NS)
    if tracked is not None:
        for region in tracked.findall("text:changed-region", NS):
            rid = region.get("{http://www.w3.org/XML/1998/namespace}id") or region.get(T + "id")
            kind = region[0]
            creator = kind.find("office:change-info/dc:creator", NS)
            if creator is not None:
                authors.add(creator.text)
            if kind.tag == T + "insertion":
                insertions += 1
                regions[rid] = ("ins", None)
            elif kind.tag == T + "deletion":
                deletions += 1
                content = ET.Element("x")
                for c in kind:
                    if c.tag != O + "change-info":
                        content.append(c)
                text = plain(content)
                regions[rid] = ("del", text[:-1] if text.endswith("\n") else text)
        body.remove(tracked)
    accepted, rejected = [], []
    ins, dels = set(), set()
    comments = []

    def emit(s):
        if not dels:
            accepted.append(s)
        if not ins:
            rejected.append(s)

    def walk(e):
        tag = e.tag
        if tag == O + "annotation":
            comments.append(plain(e).strip())
        elif tag in (T + "change-start", T + "change-end"):
            # LibreOffice keeps deleted text in place, between the marks, like inserted text
            rid = e.get(T + "change-id")
            kind = regions.get(rid, ("",))[0]
            target = ins if kind == "ins" else dels if kind == "del" else None
            if target is not None:
                (target.add if tag == T + "change-start" else target.discard)(rid)
        elif tag == T + "change":
            kind, text = regions.get(e.get(T + "change-id"), ("", None))
            if kind == "del" and text and not ins:
                rejected.append(text)
        else:
            if tag == T + "s":
                emit(" " * int(e.get(T + "c", "1")))
            elif tag == T + "tab":
                emit("\t")
            elif tag == T + "line-break":
                emit("\n")
            elif e.text:
                emit(e.text)
            for c in e:
                walk(c)
            if tag in (T + "p", T + "h"):
                emit("\n")
        if e.tail:
            emit(e.tail)

    for c in body:
        walk(c)
    result = {"insertions": insertions, "deletions": deletions, "authors": sorted(a for a in authors if a),
              "comments": len(comments), "comment_texts": comments, "pdf": pdf}
    for name, parts in (("accepted", accepted), ("rejected", rejected)):
        path = os.path.join(out, name + ".txt")
        with open(path, "w", encoding="utf-8") as f:
            f.write("".join(parts))
        result[name] = path
    print(json.dumps(result))


main()
