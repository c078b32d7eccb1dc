"""The HTML templates and stylesheet of the results pages (:mod:`bridgekit.tournament.pages`).

The layout follows what clubs publish with the JFR programs and Bridgemate Control Software:
a header with the event's date, movement and scoring method and links to every part; rankings
one list per section and direction; travellers with the hand diagram, its double-dummy table
and par, N-S and E-W scores and points, previous/next board; personal score cards. One
stylesheet serves screens, phones (tables scroll sideways) and print (no navigation, boards
not split across pages).
"""

from __future__ import annotations

from typing import Final

from bridgekit.i18n import N_, ngettext

__all__ = ["STYLE", "TEMPLATES", "WORDS"]


def _plurals() -> str:
    """The template's plural message, for extraction (the template calls ``ngettext`` itself)."""
    return ngettext("{count} board", "{count} boards", 2)


#: The words of the templates (``{{ _("…") }}``), for the catalogues' extraction.
WORDS: Final = (
    N_("Against"),
    N_("Board {number}"),
    N_("Board"),
    N_("Boards"),
    N_("By"),
    N_("Contract"),
    N_("Direction"),
    N_("Hand records"),
    N_("Home"),
    N_("IMPs"),
    N_("IMPs home"),
    N_("IMPs visitors"),
    N_("Lead"),
    N_("MP"),
    N_("N-S score, home N-S"),
    N_("N-S score, visitors N-S"),
    N_("Names"),
    N_("PBN"),
    N_("Published with bridgekit"),
    N_("Rank"),
    N_("Ranking"),
    N_("Ranking CSV"),
    N_("Result"),
    N_("Results CSV"),
    N_("Score"),
    N_("Score E-W"),
    N_("Score N-S"),
    N_("Score at our E-W table"),
    N_("Score at our N-S table"),
    N_("Travellers"),
    N_("Visitors"),
)

STYLE: Final = """
:root{--line:#d7dbe3;--head:#e9eef7;--accent:#1d4f91}
*{box-sizing:border-box}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Liberation Sans","DejaVu Sans",Arial,
sans-serif;margin:0 auto;max-width:62em;
padding:1em;color:#1c1c1c;line-height:1.35}
header h1{margin:.1em 0;font-size:1.6em}
.meta{color:#555;margin:.2em 0 .6em}
nav{display:flex;flex-wrap:wrap;gap:.3em .9em;padding:.45em 0;border-bottom:2px solid var(--accent);
margin-bottom:.8em}
nav a{color:var(--accent);text-decoration:none;font-weight:600}
nav a:hover{text-decoration:underline}
h2{font-size:1.2em;margin:1.2em 0 .4em}
.scroll{overflow-x:auto}
table.data{border-collapse:collapse;margin:.4em 0 1em;font-variant-numeric:tabular-nums}
table.data th,table.data td{padding:.25em .55em;border-bottom:1px solid var(--line);text-align:right;
white-space:nowrap}
table.data th{background:var(--head);font-weight:600}
table.data tbody tr:nth-child(even){background:#f7f9fc}
table.data .l{text-align:left}
table.data .names{white-space:normal;min-width:14em}
table.data a{color:var(--accent)}
.red{color:#c8102e}
.board-head{display:flex;justify-content:space-between;align-items:baseline;flex-wrap:wrap}
.prevnext a{margin-left:.8em;color:var(--accent)}
table.diagram{border-collapse:collapse;margin:.3em 0 .8em}
table.diagram td{vertical-align:top;padding:.2em .8em;text-align:left;white-space:nowrap;
font-size:1.05em}
table.diagram td.info{font-size:.9em;color:#333}
table.diagram td.compass{text-align:center;vertical-align:middle}
.compass div{display:inline-block;border:1px solid #999;border-radius:3px;padding:.2em .45em;
background:#f3f3f3;font-weight:600;line-height:1.1;font-size:.85em}
table.dd{border-collapse:collapse;font-size:.85em;margin-top:.2em}
table.dd th,table.dd td{padding:0 .3em;text-align:center;border:1px solid var(--line)}
.par{font-size:.85em;margin-top:.3em}
.boards{display:flex;flex-wrap:wrap;gap:.3em}
.boards a{display:inline-block;min-width:2.4em;text-align:center;padding:.2em;border:1px solid var(--line);
border-radius:3px;text-decoration:none;color:var(--accent)}
.handrecord .board{display:inline-block;vertical-align:top;margin:0 1.2em 1em 0;min-width:26em}
footer{margin-top:2em;color:#777;font-size:.8em}
@media (max-width:40em){body{padding:.5em}table.data{font-size:.8em}
table.data th,table.data td{padding:.2em .25em}
table.diagram td{padding:.1em .3em}}
@media print{nav,.prevnext,footer{display:none}body{max-width:none;padding:0;font-size:10pt}
a,table.data a{color:inherit;text-decoration:none}table.data tbody tr:nth-child(even){background:none}
h2{page-break-after:avoid}table.data tr,.handrecord .board,table.diagram{page-break-inside:avoid}
.scroll{overflow:visible}}
"""

TEMPLATES: Final = {
    "base.html": """<!doctype html><html lang="{{ lang }}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ title }}</title><style>{{ style }}</style></head><body>
<header><h1>{{ event }}</h1>{% if meta %}<p class="meta">{{ meta }}</p>{% endif %}
{% if nav %}<nav><a href="index.html">{{ _("Ranking") }}</a>{% if first_board is not none %}
<a href="board-{{ first_board }}.html">{{ _("Travellers") }}</a>{% endif %}
<a href="handrecord.html">{{ _("Hand records") }}</a><a href="results.csv">{{ _("Results CSV") }}</a>
<a href="standings.csv">{{ _("Ranking CSV") }}</a><a href="results.pbn">{{ _("PBN") }}</a></nav>
{% endif %}</header>
{% block body %}{% endblock %}
<footer>{{ _("Published with bridgekit") }}</footer></body></html>""",
    "index.html": """{% extends "base.html" %}{% block body %}
{% for heading, rows in fields %}<h2>{{ heading }}</h2><div class="scroll"><table class="data">
{% set named = namespace(any=false) %}
{% for s in rows %}{% if names.get(s.pair) %}{% set named.any = true %}{% endif %}{% endfor %}
<thead><tr><th>{{ _("Rank") }}</th><th class="l">{{ entity }}</th>
{% if named.any %}<th class="l names">{{ _("Names") }}</th>{% endif %}
<th>{{ _(unit) }}</th>
{% if by_mp %}<th>{{ _("MP") }}</th>{% endif %}<th>{{ _("Boards") }}</th></tr></thead><tbody>
{% for s in rows %}<tr><td>{{ s.rank }}{% if s.tied %}={% endif %}</td>
<td class="l"><a href="pair-{{ s.pair }}.html">{{ s.pair }}</a></td>
{% if named.any %}<td class="l names">{{ names.get(s.pair, "") }}</td>{% endif %}
<td>{{ "%.2f"|format(s.percentage) if s.percentage is not none else "%+.2f"|format(s.total) }}</td>
{% if by_mp %}<td>{{ "%.1f"|format(s.total) }}</td>{% endif %}<td>{{ s.boards }}</td></tr>
{% endfor %}</tbody></table></div>{% endfor %}
{% if boards %}<h2>{{ _("Travellers") }}</h2><div class="boards">{% for n in boards %}
<a href="board-{{ n }}.html">{{ n }}</a>{% endfor %}</div>{% endif %}
{% endblock %}""",
    "board.html": """{% extends "base.html" %}{% block body %}
<div class="board-head"><h2>{{ _("Board {number}").format(number=number) }}</h2><span class="prevnext">
{% if previous is not none %}<a href="board-{{ previous }}.html">&larr;
{{ _("Board {number}").format(number=previous) }}</a>{% endif %}
{% if next is not none %}<a href="board-{{ next }}.html">{{ _("Board {number}").format(number=next) }}
&rarr;</a>{% endif %}</span></div>
{{ diagram|safe }}
{% if team_rows %}<div class="scroll"><table class="data"><thead>
<tr><th class="l">{{ _("Home") }}</th><th class="l">{{ _("Visitors") }}</th>
<th>{{ _("N-S score, home N-S") }}</th>
<th>{{ _("N-S score, visitors N-S") }}</th><th>{{ _("IMPs home") }}</th>
<th>{{ _("IMPs visitors") }}</th></tr></thead><tbody>
{% for m in team_rows %}<tr><td class="l"><a href="pair-{{ m.home }}.html">{{ m.home }}</a></td>
<td class="l"><a href="pair-{{ m.visitors }}.html">{{ m.visitors }}</a></td><td>{{ m.home_ns }}</td>
<td>{{ m.visitors_ns }}</td><td>{{ m.home_imps }}</td><td>{{ -m.home_imps }}</td></tr>{% endfor %}
</tbody></table></div>{% endif %}
{% if rows or not team_rows %}<div class="scroll"><table class="data"><thead>
<tr><th>{{ _("N-S") }}</th><th>{{ _("E-W") }}</th><th class="l">{{ _("Contract") }}</th>
<th class="l">{{ _("By") }}</th>
<th class="l">{{ _("Lead") }}</th>
<th>{{ _("Result") }}</th><th>{{ _("Score N-S") }}</th><th>{{ _("Score E-W") }}</th>
<th>{{ _(unit) }} {{ _("N-S") }}</th>
<th>{{ _(unit) }} {{ _("E-W") }}</th></tr>
</thead><tbody>
{% for row in rows %}<tr>
<td><a href="pair-{{ row.ns }}.html" title="{{ names.get(row.ns, '') }}">{{ row.ns }}</a></td>
<td><a href="pair-{{ row.ew }}.html" title="{{ names.get(row.ew, '') }}">{{ row.ew }}</a></td>
<td class="l">{{ row.contract|safe }}</td><td class="l">{{ row.by }}</td>
<td class="l">{{ row.lead|safe }}</td><td>{{ row.tricks }}</td>
<td>{{ row.score_ns }}</td><td>{{ row.score_ew }}</td>
<td>{{ row.points_ns }}</td><td>{{ row.points_ew }}</td></tr>{% endfor %}
</tbody></table></div>{% endif %}{% endblock %}""",
    "pair.html": """{% extends "base.html" %}{% block body %}
<h2>{{ entity }} {{ pair }}{% if names %}: {{ names }}{% endif %}</h2>
{% if standing %}<p>{{ _("Rank") }} {{ standing.rank }}{% if standing.tied %}={% endif %}
{% if standing.percentage is not none %} · {{ "%.2f"|format(standing.percentage) }}%
{% else %} · {{ "%+.2f"|format(standing.total) }} {{ _("IMPs") }}{% endif %}
· {{ ngettext("{count} board", "{count} boards", standing.boards)
.format(count=standing.boards) }}</p>{% endif %}
{% if team_rows %}<div class="scroll"><table class="data"><thead><tr><th>{{ _("Board") }}</th>
<th class="l">{{ _("Against") }}</th><th>{{ _("Score at our N-S table") }}</th>
<th>{{ _("Score at our E-W table") }}</th><th>{{ _("IMPs") }}</th>
</tr></thead><tbody>{% for row in team_rows %}<tr><td><a href="board-{{ row.board }}.html">{{ row.board }}</a>
</td><td class="l"><a href="pair-{{ row.against }}.html">{{ row.against }}</a></td><td>{{ row.ns }}</td>
<td>{{ row.ew }}</td><td>{{ row.imps }}</td></tr>{% endfor %}</tbody></table></div>{% endif %}
{% if rows or not team_rows %}
<div class="scroll"><table class="data"><thead><tr><th>{{ _("Board") }}</th>
<th class="l">{{ _("Direction") }}</th>
<th class="l">{{ _("Against") }}</th><th class="l">{{ _("Contract") }}</th><th class="l">{{ _("By") }}</th>
<th class="l">{{ _("Lead") }}</th>
<th>{{ _("Result") }}</th><th>{{ _("Score") }}</th>
<th>{{ _(unit) }}</th>{% if by_mp %}<th>%</th>{% endif %}</tr></thead><tbody>
{% for row in rows %}<tr><td><a href="board-{{ row.board }}.html">{{ row.board }}</a></td>
<td class="l">{{ row.direction }}</td>
<td class="l"><a href="pair-{{ row.against }}.html">{{ row.against }}</a>
{{ names_of.get(row.against, "") }}</td>
<td class="l">{{ row.contract|safe }}</td><td class="l">{{ row.by }}</td>
<td class="l">{{ row.lead|safe }}</td>
<td>{{ row.tricks }}</td><td>{{ row.score }}</td><td>{{ row.points }}</td>
{% if by_mp %}<td>{{ row.percent }}</td>{% endif %}</tr>{% endfor %}</tbody></table></div>
{% endif %}{% endblock %}""",
    "handrecord.html": """{% extends "base.html" %}{% block body %}
<div class="handrecord">{% for diagram in diagrams %}<div class="board">{{ diagram|safe }}</div>
{% endfor %}</div>{% endblock %}""",
}
